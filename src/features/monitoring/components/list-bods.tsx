/**
 * The list's organizations as one BODS 0.4 file. The beneficial-owner rule needs each company's
 * shareholder list (and those of the companies above it): lists in the cache are used at once, the
 * others cost one call each and are read only after the reader saw their number. The file states
 * what was read; a company whose list was not read is exported with its owners undetermined.
 */
import { useEffect, useMemo, useState } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import { BodsExportButton } from '@/components/ownership/bods-export-button'
import { determineBeneficialOwners } from '@/lib/datahub/gwg-beneficial-owners'
import {
  filingLookup,
  useOwnershipSlices,
  type OwnershipSource,
} from '@/lib/ownership/ownership-slices'
import type { ListDetail } from '../api/monitor-schemas'

export function ListBodsExport({ list, source }: { list: ListDetail; source: OwnershipSource }) {
  const organizations = useMemo(
    () =>
      list.entries
        .filter((entry) => entry.type === 'ORGANIZATION')
        .map((entry) => ({ id: entry.id, type: 'ORGANIZATION' as const, name: entry.name })),
    [list.entries],
  )
  const [discovered, setDiscovered] = useState<readonly string[]>([])
  const ids = useMemo(
    () => [...new Set([...organizations.map((company) => company.id), ...discovered])],
    [organizations, discovered],
  )
  const slices = useOwnershipSlices(source, 'SHAREHOLDERS', ids)
  const filings = filingLookup(slices)
  const results = organizations.map((company) => ({
    company,
    result: determineBeneficialOwners({ company, filings }),
  }))
  const names = new Map<string, string>(organizations.map((company) => [company.id, company.name]))
  for (const { result } of results)
    for (const company of result.companies) if (company.id) names.set(company.id, company.name)
  // Companies above, known once a list below them is read: their lists are offered in turn.
  const foundKey = [...names.keys()].filter((id) => !ids.includes(id)).join(',')
  useEffect(() => {
    if (foundKey) setDiscovered((before) => [...new Set([...before, ...foundKey.split(',')])])
  }, [foundKey])
  if (!organizations.length) return null
  const unpaid = slices.unpaid
  return (
    <section aria-labelledby="list-bods-heading" className="space-y-3" data-testid="list-bods">
      <h2 id="list-bods-heading" className="text-lg font-semibold">
        <Trans>Beneficial ownership (BODS 0.4)</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Plural
          value={organizations.length}
          one="The organization on this list, with its beneficial owners by GwG § 3 (2), as statements of the Beneficial Ownership Data Standard."
          other="The # organizations on this list, with their beneficial owners by GwG § 3 (2), as statements of the Beneficial Ownership Data Standard."
        />
      </p>
      {slices.loading > 0 ? (
        <p className="text-sm text-slate-700" role="status">
          <Plural
            value={slices.loading}
            one="Reading # shareholder list…"
            other="Reading # shareholder lists…"
          />
        </p>
      ) : unpaid.length ? (
        <div
          className="space-y-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm"
          data-testid="read-lists-offer"
        >
          <p>
            <Plural
              value={unpaid.length}
              one="One shareholder list is not read yet; without it the file cannot name the owners it would show. Reading it costs one call; it is cached like every slice."
              other="# shareholder lists are not read yet; without them the file cannot name the owners they would show. Reading them costs # calls (one per company); they are cached like every slice."
            />
          </p>
          <p className="text-slate-700">{unpaid.map((id) => names.get(id) ?? id).join(', ')}</p>
          <button
            type="button"
            onClick={() => slices.approve(unpaid)}
            className="rounded-md bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800"
          >
            <Plural
              value={unpaid.length}
              one="Read # shareholder list (# call)"
              other="Read # shareholder lists (# calls)"
            />
          </button>
        </div>
      ) : null}
      <BodsExportButton source={source} fileBase="watchlist-bods" companies={() => results} />
    </section>
  )
}
