import { useEffect, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { rememberViewed, type RememberedEntity } from '@/lib/entity/entity-memory'
import { CopyLinkButton } from './copy-link-button'

/** The entity a page is about, as its header records and offers it. */
export type HeaderEntity = Omit<RememberedEntity, 'at'>

interface EntityHeaderProps {
  entity: HeaderEntity
  /** "Organization", "Person", "Place": what kind of page this is. */
  kind: string
  badges?: ReactNode
  subtitle?: ReactNode
  /** Page actions of this kind of entity, composed by the page and its route, before the common ones (watch, copy link). */
  actions?: ReactNode
  /** The watch button, composed by the page's route (the lists belong to monitoring). */
  watch?: ReactNode
}

/**
 * The head of every entity page: kind, name, badges and the page actions. Rendering it records the
 * entity as recently viewed, so every entity page feeds the home page the same way.
 */
export function EntityHeader({
  entity,
  kind,
  badges,
  subtitle,
  actions,
  watch,
}: EntityHeaderProps) {
  const { type, id, name, version } = entity
  const { i18n } = useLingui()
  useEffect(() => {
    rememberViewed({ type, id, name, version })
  }, [type, id, name, version])
  useEffect(() => {
    // `kind` comes translated from the page; the language is a dependency so the title follows a switch.
    document.title = `${name} · ${kind} · Data Hub Explorer`
  }, [name, kind, i18n.locale])

  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
      <div className="min-w-0">
        <p className="text-sm font-medium tracking-wide text-slate-600 uppercase">{kind}</p>
        <h1 className="text-2xl font-semibold break-words text-slate-900">{name}</h1>
        {badges ? <div className="mt-2 flex flex-wrap items-center gap-2">{badges}</div> : null}
        {subtitle ? <div className="mt-1 text-slate-700">{subtitle}</div> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        {watch}
        <CopyLinkButton />
      </div>
    </header>
  )
}
