import { render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { deferredComponent } from './deferred-component'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** A module whose loading the test finishes by hand. */
function controlledLoad() {
  let finish!: (component: typeof Greeting) => void
  let fail!: (error: Error) => void
  const loading = new Promise<typeof Greeting>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  let calls = 0
  const load = () => {
    calls++
    return loading
  }
  return { load, finish, fail, calls: () => calls }
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

describe('deferredComponent', () => {
  it('shows the fallback, then the component with its props once its code is there', async () => {
    const module = controlledLoad()
    const Deferred = deferredComponent(module.load, <p>Loading the greeting…</p>)
    render(<Deferred name="Ada" />)
    expect(screen.getByText('Loading the greeting…')).toBeInTheDocument()
    module.finish(Greeting)
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading the greeting…')).not.toBeInTheDocument()
  })

  it('renders at once when preloaded, and loads its code only once', async () => {
    const module = controlledLoad()
    const Deferred = deferredComponent(module.load)
    const preloaded = Deferred.preload()
    module.finish(Greeting)
    await preloaded
    render(
      <>
        <Deferred name="Ada" />
        <Deferred name="Grace" />
      </>,
    )
    // No fallback in between: the first render already has the component.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument()
    expect(screen.getByText('Hello Grace')).toBeInTheDocument()
    expect(module.calls()).toBe(1)
  })

  it('sends a chunk that cannot load to the nearest error boundary, and tries again next time', async () => {
    const module = controlledLoad()
    const Deferred = deferredComponent(module.load)
    render(
      <Boundary>
        <Deferred name="Ada" />
      </Boundary>,
    )
    module.fail(new Error('chunk failed'))
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed')
    void Deferred.preload().catch(() => undefined)
    expect(module.calls()).toBe(2)
  })
})
