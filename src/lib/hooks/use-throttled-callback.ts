/** A callback that runs at most once per `delay` ms, for values reported many times a second. */
import { useCallback, useEffect, useRef } from 'react'

/** `apply`, leading and trailing throttled: the first call at once, the last one after the pause. */
export function useThrottledCallback<T>(apply: (value: T) => void, delay: number) {
  const state = useRef<{ last: number; timer?: ReturnType<typeof setTimeout>; value?: T }>({
    last: 0,
  })
  useEffect(() => () => clearTimeout(state.current.timer), [])
  return useCallback(
    (value: T) => {
      const throttle = state.current
      throttle.value = value
      const wait = throttle.last + delay - Date.now()
      if (wait <= 0) {
        clearTimeout(throttle.timer)
        throttle.timer = undefined
        throttle.last = Date.now()
        apply(value)
      } else if (throttle.timer === undefined) {
        throttle.timer = setTimeout(() => {
          throttle.timer = undefined
          throttle.last = Date.now()
          apply(throttle.value as T)
        }, wait)
      }
    },
    [apply, delay],
  )
}
