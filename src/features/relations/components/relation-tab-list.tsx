import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { textOf } from '../relation-text'
import type { RelationDefinition } from '../api/relation-catalogue'

interface RelationTabListProps {
  label: string
  idPrefix: string
  tabs: RelationDefinition[]
  activeSlug: string
  onSelect: (slug: string) => void
}

/** How long the focused tab is kept in view while the page settles after a new tab. */
const SETTLE_MS = 3000

export const tabId = (prefix: string, slug: string) => `${prefix}-tab-${slug}`
export const panelId = (prefix: string, slug: string) => `${prefix}-panel-${slug}`

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys (and Home/End)
 * move between tabs and open them, so the URL follows the keyboard as it follows the mouse.
 */
export function RelationTabList({
  label,
  idPrefix,
  tabs,
  activeSlug,
  onSelect,
}: RelationTabListProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const { i18n } = useLingui()

  // The tab the arrow keys reached stays in view, in the page and in the phone's scrolling row,
  // also while what the new tab brings loads and moves the tabs (the page above them can grow).
  useEffect(() => {
    const tab = refs.current.get(activeSlug)
    if (!tab || document.activeElement !== tab) return
    const keep = () => {
      if (document.activeElement === tab)
        tab.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    }
    keep()
    const observer = new ResizeObserver(keep)
    observer.observe(document.body)
    const settled = window.setTimeout(() => observer.disconnect(), SETTLE_MS)
    return () => {
      observer.disconnect()
      window.clearTimeout(settled)
    }
  }, [activeSlug])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.slug === activeSlug)
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const slug = tabs[next]!.slug
    onSelect(slug)
    refs.current.get(slug)?.focus({ preventScroll: true })
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // On a phone one row that scrolls sideways (fourteen tabs took six rows); wrapped above.
      className="flex flex-nowrap gap-x-1 overflow-x-auto overflow-y-hidden border-b border-slate-200 sm:flex-wrap sm:overflow-x-visible"
    >
      {tabs.map((tab) => {
        const selected = tab.slug === activeSlug
        return (
          <button
            key={tab.slug}
            ref={(node) => {
              if (node) refs.current.set(tab.slug, node)
              else refs.current.delete(tab.slug)
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.slug)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.slug)}
            tabIndex={selected ? 0 : -1}
            title={textOf(i18n, tab.description) || undefined}
            onClick={() => onSelect(tab.slug)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
              selected
                ? 'border-sky-700 text-sky-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {textOf(i18n, tab.title)}
          </button>
        )
      })}
    </div>
  )
}
