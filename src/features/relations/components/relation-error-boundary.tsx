import { Component, type ReactNode } from 'react'
import { t } from '@lingui/core/macro'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { ErrorNotice } from '@/components/errors/error-notice'

interface BoundaryProps {
  title: string
  onReset: () => void
  children: ReactNode
}

interface BoundaryState {
  error: unknown
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error(t`Unknown error`) }
  }

  private retry = () => {
    this.props.onReset()
    this.setState({ error: null })
  }

  override render() {
    if (this.state.error) {
      return <ErrorNotice error={this.state.error} title={this.props.title} onRetry={this.retry} />
    }
    return this.props.children
  }
}

/**
 * Keeps a failing relation inside its tab: the error shows where the slice would be, with a
 * retry that clears React Query's error state so the suspended query runs again.
 */
export function RelationErrorBoundary({ title, children }: { title: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary title={title} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  )
}
