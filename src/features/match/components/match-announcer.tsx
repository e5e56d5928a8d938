import { t } from '@lingui/core/macro'
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { formatNumber } from '@/lib/format/format'
import { countStatuses, type MatchJob } from '../api/match-job'

const AnnounceContext = createContext<(message: string) => void>(() => {})

/**
 * One polite status region for the match page (WCAG 4.1.3): what a step, a pick or a run did,
 * with its counts, spoken without moving the focus away from where the work goes on.
 */
export function MatchAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('')
  const announce = useCallback((text: string) => {
    // The same words twice (two picks in a row) are spoken twice: the region empties first.
    setMessage('')
    window.setTimeout(() => setMessage(text), 50)
  }, [])
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p role="status" className="sr-only" data-testid="match-announcement">
        {message}
      </p>
    </AnnounceContext.Provider>
  )
}

/** Says something in the match page's status region. */
export const useMatchAnnounce = () => useContext(AnnounceContext)

/** Moves focus to an element of a step that has just been drawn (the old one may be gone). */
export function focusWhenShown(id: string) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id)
    if (!element) return
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
    element.focus()
  })
}

/** The job's counts in a sentence, as the summary above the results shows them. */
export function countsInWords(job: MatchJob): string {
  const counts = countStatuses(job)
  const matched = formatNumber(counts.matched + counts.accepted)
  const review = formatNumber(counts.review)
  const rejected = formatNumber(counts.rejected)
  const none = formatNumber(counts.none + counts.error)
  return t`Matched: ${matched}, to review: ${review}, rejected: ${rejected}, no candidate: ${none}.`
}
