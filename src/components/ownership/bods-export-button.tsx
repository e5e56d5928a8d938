/**
 * Downloads the BODS 0.4 statements (lib/export/bods.ts) of what the page already read: no call
 * is made for the file. Kept apart from the table exports (components/export).
 */
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntityRef } from '@/lib/datahub/entity-ref'
import type { BeneficialOwnerResult } from '@/lib/datahub/gwg-beneficial-owners'
import type { RoleLists } from '@/lib/datahub/roles'
import { buildBods, bodsJson, type BodsLink } from '@/lib/export/bods'
import { exportFileName, saveBlob } from '@/lib/export/table-export'
import {
  cachedFilingLookup,
  cachedManagement,
  type OwnershipSource,
} from '@/lib/ownership/ownership-slices'

const isoSeconds = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')

export interface BodsCompany {
  company: EntityRef & { id: string }
  result: BeneficialOwnerResult
  management?: RoleLists | null
}

export function BodsExportButton({
  source,
  companies,
  links,
  fileBase,
}: {
  /** The companies whose statements the file holds, built when the download starts. */
  companies: () => BodsCompany[]
  links?: () => BodsLink[]
  fileBase: string
  source: OwnershipSource
}) {
  const client = useQueryClient()
  const { t } = useLingui()
  const [done, setDone] = useState(false)
  function download() {
    const filings = cachedFilingLookup(client, source)
    const subjects = companies().map((entry) => ({
      ...entry,
      management: entry.management ?? cachedManagement(client, source, entry.company.id),
    }))
    for (const entry of subjects)
      for (const company of entry.result.companies) if (company.id) filings(company.id)
    const statements = buildBods({
      subjects,
      filings,
      links: links?.() ?? [],
      // When the data was read: the latest of the slices the file states.
      retrievedAt: isoSeconds(filings.readAt() || Date.now()),
      publishedAt: isoSeconds(Date.now()),
      origin: window.location.origin,
    })
    const name = exportFileName(fileBase, 'json').replace(/\.json$/, '.bods.json')
    saveBlob(new Blob([bodsJson(statements)], { type: 'application/json' }), name)
    setDone(true)
  }
  return (
    <div className="text-sm">
      <button
        type="button"
        onClick={download}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800"
        title={t`Beneficial Ownership Data Standard 0.4 (Open Ownership), from the data already read`}
      >
        <Trans>Download BODS 0.4 (JSON)</Trans>
      </button>
      {done ? (
        <span role="status" className="ml-2 text-slate-700">
          <Trans>Saved.</Trans>
        </span>
      ) : null}
    </div>
  )
}
