import { useEffect, useRef, useState } from 'react'

/**
 * True once the element has come near the viewport; stays true. Lets a part of a page ask the Data
 * Hub only when someone can see it (every call costs credits). Without IntersectionObserver
 * (old browsers, jsdom) the element counts as seen.
 */
export function useSeen<E extends Element>(rootMargin = '200px') {
  const ref = useRef<E>(null)
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen, rootMargin])
  return [ref, seen] as const
}
