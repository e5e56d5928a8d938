/**
 * The ownership tree as nested lists: the accessible alternative to the drawing (every node a link,
 * every edge's share, since-date and marks in words), and a plain outline to read and copy.
 */
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { EntityName } from '@/components/ownership/ownership-statements'
import {
  treeOutline,
  type OwnershipTree,
  type TreeEnd,
  type TreeOutlineItem,
} from '@/lib/datahub/ownership-tree'
import { formatDate, formatPercent } from '@/lib/format/format'

function Item({ item, direction }: { item: TreeOutlineItem; direction: 'up' | 'down' }) {
  const { t } = useLingui()
  const edge = item.edge!
  const share = edge.share === null ? t`share not stated` : formatPercent(edge.share * 100)
  const since = edge.since ? formatDate(edge.since) : null
  const ends: Record<TreeEnd, string> = {
    depth: t`not followed further (depth bound)`,
    'not-loaded': t`not followed: its list is not read`,
    'no-data': t`end: no shareholder list on file`,
    failed: t`not followed: its list could not be read`,
    unlinked: t`end: no register entry, cannot be followed`,
  }
  const marks = [
    edge.control ? t`control (more than 50%)` : null,
    item.node.beneficialOwner ? t`beneficial owner (GwG § 3 (2))` : null,
    item.node.end ? ends[item.node.end] : null,
    item.repeat ? t`listed above already` : null,
  ].filter(Boolean)
  const nested = item.children.length ? (
    <ul className="mt-1 ml-5 space-y-1 border-l border-slate-200 pl-3">
      {item.children.map((child) => (
        <Item key={`${child.node.key}-${child.edge?.from}`} item={child} direction={direction} />
      ))}
    </ul>
  ) : null
  return (
    <li data-testid="tree-list-item" data-key={item.node.key}>
      <EntityName entity={item.node.entity} />{' '}
      <span className="text-slate-700">
        {direction === 'up' ? t`holds ${share}` : t`held at ${share}`}
        {since ? t`, since ${since}` : null}
      </span>
      {marks.length ? <span className="text-slate-800"> · {marks.join(' · ')}</span> : null}
      {nested}
    </li>
  )
}

/** One direction of the outline: its heading, its nested list, or what is missing. */
function TreeListSection({
  direction,
  heading,
  label,
  items,
  empty,
}: {
  direction: 'up' | 'down'
  heading: ReactNode
  label: string
  items: TreeOutlineItem[]
  empty: ReactNode
}) {
  const headingId = `tree-list-${direction}`
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-semibold text-slate-800">
        {heading}
      </h3>
      {items.length ? (
        <ul className="space-y-1" aria-label={label}>
          {items.map((item) => (
            <Item key={item.node.key} item={item} direction={direction} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{empty}</p>
      )}
    </section>
  )
}

export function TreeList({ tree }: { tree: OwnershipTree }) {
  const { t } = useLingui()
  const outline = treeOutline(tree)
  return (
    <div className="grid gap-6 text-sm md:grid-cols-2" data-testid="ownership-tree-list">
      <TreeListSection
        direction="up"
        heading={<Trans>Owners (up to the ultimate owners)</Trans>}
        label={t`Owners of ${tree.root.entity.name}`}
        items={outline.up}
        empty={<Trans>No shareholders are on file.</Trans>}
      />
      <TreeListSection
        direction="down"
        heading={<Trans>Subsidiaries (down)</Trans>}
        label={t`Holdings of ${tree.root.entity.name}`}
        items={outline.down}
        empty={<Trans>No shareholdings are on file.</Trans>}
      />
    </div>
  )
}
