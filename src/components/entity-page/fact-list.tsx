import type { ReactNode } from 'react'

export interface Fact {
  /** Already in the reader's language (the page translates it). */
  label: string
  value: ReactNode
}

/** Label–value pairs of an entity; empty values are shown as a dash, not hidden, so gaps are visible. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(9rem,max-content)_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-slate-600">{fact.label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{fact.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
