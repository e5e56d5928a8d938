import { Component, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useQueryData } from './use-query-data'

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children
  }
}

function Reader({ queryFn, renders }: { queryFn: () => Promise<string>; renders: string[] }) {
  const data = useQueryData({ queryKey: ['answer'], queryFn })
  renders.push(data ?? '(waiting)')
  return <p>{data ?? 'waiting'}</p>
}

function setup(queryFn: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const renders: string[] = []
  render(
    <QueryClientProvider client={client}>
      <Boundary>
        <Reader queryFn={queryFn} renders={renders} />
      </Boundary>
    </QueryClientProvider>,
  )
  return renders
}

describe('useQueryData', () => {
  it('renders without the data first and with it once the answer arrives, never suspending', async () => {
    let answer!: (value: string) => void
    const renders = setup(() => new Promise<string>((resolve) => (answer = resolve)))
    expect(screen.getByText('waiting')).toBeInTheDocument()
    await act(async () => answer('Muster GmbH'))
    expect(await screen.findByText('Muster GmbH')).toBeInTheDocument()
    expect(renders[0]).toBe('(waiting)')
    expect(renders.at(-1)).toBe('Muster GmbH')
  })

  it('sends a failure without data to the nearest error boundary', async () => {
    setup(() => Promise.reject(new Error('refused')))
    expect(await screen.findByText('failed: Error: refused')).toBeInTheDocument()
  })
})
