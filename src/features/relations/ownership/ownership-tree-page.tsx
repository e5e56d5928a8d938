/**
 * The ownership tree of an organization, its own view (/organizations/$id/ownership): up to the
 * ultimate owners (SHAREHOLDERS) and down to the subsidiaries (SHAREHOLDINGS) within a depth bound
 * kept in the address. Each level beyond costs one call per company at its edge, stated before it
 * is spent; every list read is cached like every slice. The drawing is loaded with this view only
 * (dagre); the nested list beside it is the accessible alternative; both export.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import { buildOwnershipTree } from '@/lib/datahub/ownership-tree'
import { determineBeneficialOwners } from '@/lib/datahub/gwg-beneficial-owners'
import { saveBlob } from '@/lib/export/table-export'
import { treeBodsLinks } from '@/lib/export/bods-tree'
import { filingLookup, holdingsLookup, useOwnershipSlices } from '@/lib/ownership/ownership-slices'
import { BodsExportButton } from '@/components/ownership/bods-export-button'
import { entityNameQuery } from '../api/entity-name-query'
import { ownershipSource } from './ownership-source'
import { TreeList } from './tree-list'

const TreeDrawing = lazy(() => import('./tree-drawing'))

export const TREE_DEPTH = {
  up: { min: 1, max: 8, default: 3 },
  down: { min: 0, max: 4, default: 1 },
}

const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800 disabled:opacity-50'

export function OwnershipTreePage({
  id,
  up,
  down,
  onDepthChange,
}: {
  id: string
  up: number
  down: number
  onDepthChange: (patch: { up?: number; down?: number }) => void
}) {
  const { t } = useLingui()
  const { data: name } = useQuery(entityNameQuery(id))
  const root = useMemo(() => ({ id, type: 'ORGANIZATION' as const, name: name ?? id }), [id, name])
  const [askedUp, setAskedUp] = useState<string[]>([id])
  const [askedDown, setAskedDown] = useState<string[]>([id])
  const free = useMemo(() => [id], [id])
  const holders = useOwnershipSlices(ownershipSource, 'SHAREHOLDERS', askedUp, free)
  const holdings = useOwnershipSlices(ownershipSource, 'SHAREHOLDINGS', askedDown, free)
  // Derived only when a slice, the company or the bounds change: the tree's layout (tree-drawing)
  // is memoized on the tree, so a render that changes none of them does not lay it out again.
  const holderState = holders.state
  const holdingState = holdings.state
  const { rule, tree } = useMemo(() => {
    const shareholders = filingLookup({ state: holderState })
    const rule = determineBeneficialOwners({ company: root, filings: shareholders })
    const ownerIds = new Set(
      rule.owners.flatMap((owner) => (owner.person.id ? [owner.person.id] : [])),
    )
    const tree = buildOwnershipTree({
      root,
      shareholders,
      shareholdings: holdingsLookup({ state: holdingState }),
      depthUp: up,
      depthDown: down,
      beneficialOwnerIds: ownerIds,
    })
    return { rule, tree }
  }, [root, holderState, holdingState, up, down])
  // The companies within the bound whose lists the tree needs: asked (cached ones come at once).
  const pendingUp = tree.pending.up.map((entity) => entity.id!).join(',')
  const pendingDown = tree.pending.down.map((entity) => entity.id!).join(',')
  useEffect(() => {
    if (pendingUp) setAskedUp((before) => [...new Set([...before, ...pendingUp.split(',')])])
  }, [pendingUp])
  useEffect(() => {
    if (pendingDown) setAskedDown((before) => [...new Set([...before, ...pendingDown.split(',')])])
  }, [pendingDown])

  const unpaid = holders.unpaid.length + holdings.unpaid.length
  const loading = holders.loading + holdings.loading
  const nextUp = tree.frontier.up.length
  const nextDown = tree.frontier.down.length
  const svgRef = useRef<SVGSVGElement>(null)
  const companies = formatNumber(tree.nodes.filter((node) => node.kind === 'organization').length)
  const people = formatNumber(tree.nodes.filter((node) => node.kind === 'person').length)
  const upText = formatNumber(up)
  const downText = formatNumber(down)
  const unpaidText = formatNumber(unpaid)
  const nextUpText = formatNumber(nextUp)
  const nextDownText = formatNumber(nextDown)
  const title = t`Ownership tree of ${root.name}`

  function exportSvg() {
    const svg = svgRef.current
    if (!svg) return
    const copy = svg.cloneNode(true) as SVGSVGElement
    // Links in the file point at the explorer's pages.
    copy.querySelectorAll('a[href^="/"]').forEach((link) => {
      link.setAttribute('href', `${window.location.origin}${link.getAttribute('href')}`)
    })
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`
    const day = new Date().toISOString().slice(0, 10)
    saveBlob(
      new Blob([text], { type: 'image/svg+xml' }),
      `ownership-tree-${id.slice(0, 8)}-${day}.svg`,
    )
  }

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link
            to="/organizations/$id"
            params={{ id }}
            className="text-sky-800 underline underline-offset-2"
          >
            <Trans>Back to {root.name}</Trans>
          </Link>
        </p>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-700" data-testid="tree-summary">
          <Trans>
            {companies} companies and {people} natural persons, {upText} levels up and {downText}{' '}
            down. A thick edge (●) is control (more than 50%); ★ marks a beneficial owner of this
            organization by GwG § 3 (2); a dashed box is an end not followed.
          </Trans>
        </p>
        <p className="text-sm text-slate-700">
          {rule.verdict === 'cannot-be-determined' ? (
            <Trans>
              Beneficial owners: cannot be determined from the lists read; the Beneficial owners tab
              says what is missing.
            </Trans>
          ) : rule.verdict === 'fictitious' ? (
            <Trans>
              Beneficial owners: no natural person above 25%; the legal representatives are the
              fictitious beneficial owners.
            </Trans>
          ) : (
            <Trans>Beneficial owners: determined (★).</Trans>
          )}{' '}
          <Link
            to="/organizations/$id"
            params={{ id }}
            search={{ tab: 'beneficial-owners' }}
            className="text-sky-800 underline underline-offset-2"
          >
            <Trans>Open the Beneficial owners tab</Trans>
          </Link>
        </p>
      </header>

      <section
        aria-labelledby="tree-depth"
        className="space-y-2 rounded-md border border-slate-200 p-3 text-sm"
        data-testid="tree-depth"
      >
        <h2 id="tree-depth" className="font-semibold text-slate-800">
          <Trans>Depth and cost</Trans>
        </h2>
        <p className="text-slate-700">
          <Trans>
            Each company's shareholder list (up) and holdings list (down) is one call; lists already
            read are cached and cost nothing.
          </Trans>
        </p>
        {loading > 0 ? (
          <p role="status">
            <Trans>Reading {formatNumber(loading)} lists…</Trans>
          </p>
        ) : unpaid > 0 ? (
          <div className="flex flex-wrap items-center gap-3" data-testid="tree-unpaid">
            <span>
              <Trans>
                Within this depth, {unpaidText} lists are not read yet: {unpaidText} calls.
              </Trans>
            </span>
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                holders.approve(holders.unpaid)
                holdings.approve(holdings.unpaid)
              }}
            >
              <Trans>Read them ({unpaidText} calls)</Trans>
            </button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass}
            disabled={up >= TREE_DEPTH.up.max || nextUp === 0 || loading > 0}
            onClick={() => {
              const ids = tree.frontier.up.map((entity) => entity.id!)
              setAskedUp((before) => [...new Set([...before, ...ids])])
              holders.approve(ids)
              onDepthChange({ up: up + 1 })
            }}
          >
            <Trans>One level up ({nextUpText} calls)</Trans>
          </button>
          <button
            type="button"
            className={buttonClass}
            disabled={down >= TREE_DEPTH.down.max || nextDown === 0 || loading > 0}
            onClick={() => {
              const ids = tree.frontier.down.map((entity) => entity.id!)
              setAskedDown((before) => [...new Set([...before, ...ids])])
              holdings.approve(ids)
              onDepthChange({ down: down + 1 })
            }}
          >
            <Trans>One level down ({nextDownText} calls)</Trans>
          </button>
          {up > TREE_DEPTH.up.min ? (
            <button
              type="button"
              className={buttonClass}
              onClick={() => onDepthChange({ up: up - 1 })}
            >
              <Trans>One level less up</Trans>
            </button>
          ) : null}
          {down > TREE_DEPTH.down.min ? (
            <button
              type="button"
              className={buttonClass}
              onClick={() => onDepthChange({ down: down - 1 })}
            >
              <Trans>One level less down</Trans>
            </button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="tree-figure" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="tree-figure" className="font-semibold text-slate-800">
            <Trans>Drawing</Trans>
          </h2>
          <div className="flex flex-wrap items-start gap-3">
            <button type="button" className={buttonClass} onClick={exportSvg}>
              <Trans>Download SVG</Trans>
            </button>
            <BodsExportButton
              source={ownershipSource}
              fileBase="ownership-tree-bods"
              companies={() => [{ company: root, result: rule }]}
              links={() => treeBodsLinks(tree)}
            />
          </div>
        </div>
        {/* A large group is drawn at full size and scrolls (arrow keys once focused): shrunk to
            the page's width its names could not be read. Kept within the window's height, so
            both scroll bars are in view. */}
        <div
          className="max-h-[80vh] overflow-auto rounded-md border border-slate-200 bg-white"
          role="region"
          tabIndex={0}
          aria-label={t`Drawing, scrollable`}
          data-testid="tree-scroller"
        >
          <Suspense
            fallback={
              <p className="p-3 text-sm text-slate-700">
                <Trans>Drawing the tree…</Trans>
              </p>
            }
          >
            <TreeDrawing ref={svgRef} tree={tree} title={title} />
          </Suspense>
        </div>
      </section>

      <section aria-labelledby="tree-list" className="space-y-2">
        <h2 id="tree-list" className="font-semibold text-slate-800">
          <Trans>As a list</Trans>
        </h2>
        <TreeList tree={tree} />
      </section>
    </div>
  )
}
