import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code loads after the first paint, like `React.lazy`, but shown through a
 * state update instead of a Suspense retry. React holds a suspended part back until 300 ms after
 * the last fallback shown anywhere on the page, and every page shows some (the header's search
 * box loads on idle behind one): the start page's sections, their code long there, appeared
 * 0.3–0.6 s late, and the counts they ask for with them. `preload()` starts the code
 * before the page renders (the route's loader), so it is often there at the first render.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk may load on the next try (a deploy, a dropped connection).
        loading = undefined
        throw error
      },
    ))

  function Deferred(props: P) {
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({
      component: loaded,
    }))
    useEffect(() => {
      if (state.component) return
      let current = true
      preload().then(
        (component) => current && setState({ component }),
        (error: unknown) => current && setState({ error }),
      )
      return () => {
        current = false
      }
    }, [state.component])
    // As with React.lazy: a chunk that cannot load goes to the nearest error boundary.
    if (state.error) throw state.error
    const Component = state.component
    return Component ? <Component {...props} /> : fallback
  }
  return Object.assign(Deferred, { preload })
}
