import type { ReactNode } from 'react'

/** The one way a view says "nothing here", so empty and null slices read the same everywhere. */
export function RelationEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-sm text-slate-700">
      {children}
    </p>
  )
}
