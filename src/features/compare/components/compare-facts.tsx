import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { OrganizationStatusBadge } from '@/components/entity-page/organization-status-badge'
import {
  addressFact,
  registerText,
  websiteFact,
} from '@/components/entity-page/organization-fact-values'
import { industryLabel, type OrganizationView } from '@/lib/datahub/organization-record'
import { activeLocale } from '@/lib/i18n/locale'
import { formatDate } from '@/lib/format/format'
import { COMPARE_MINIMUM, withoutId } from '../api/compare-ids'
import type { Column } from './compare-page'
import { OrgSwatch } from './org-swatch'

/** The register facts as rows, one column per organization, so differences read across. */
const ROWS: { label: MessageDescriptor; value: (org: OrganizationView) => ReactNode }[] = [
  { label: msg`Status`, value: (org) => <OrganizationStatusBadge status={org.status} /> },
  { label: msg`Register entry`, value: registerText },
  {
    label: msg`Legal form`,
    value: (org) =>
      org.legalForm ? [org.legalForm.code, org.legalForm.name].filter(Boolean).join(' · ') : null,
  },
  { label: msg`Founded`, value: (org) => (org.foundingDate ? formatDate(org.foundingDate) : null) },
  {
    label: msg`Ceased`,
    value: (org) =>
      org.cessationDate ? formatDate(org.cessationDate) : <Trans>No cessation recorded</Trans>,
  },
  { label: msg`Head office`, value: addressFact },
  {
    label: msg`Industry`,
    value: (org) =>
      org.industryCodes.length
        ? org.industryCodes
            .slice(0, 2)
            .map((code) =>
              [code.code, industryLabel(code, activeLocale())].filter(Boolean).join(' '),
            )
            .join('; ')
        : null,
  },
  { label: msg`Website`, value: websiteFact },
]

export function CompareFacts({ columns, ids }: { columns: Column[]; ids: string[] }) {
  // Taking one out must leave a comparison: with two left, removing is left to the tray.
  const { t, i18n } = useLingui()
  const removable = ids.length > COMPARE_MINIMUM
  const removeLabel = (name: string) => t`Remove from the comparison: ${name}`
  return (
    <div className="relative overflow-x-auto rounded-md border border-slate-200">
      <table
        className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm"
        data-testid="compare-facts"
      >
        <caption className="sr-only">
          <Trans>Register facts of the compared organizations</Trans>
        </caption>
        <thead className="bg-slate-50 align-top">
          <tr>
            <td className="w-36 px-3 py-2" />
            {columns.map(({ org, data, index }) => (
              <th key={data.id} scope="col" className="px-3 py-2 font-semibold text-slate-900">
                <span className="flex items-start gap-2">
                  <span className="mt-1">
                    <OrgSwatch index={index} />
                  </span>
                  <Link
                    to="/organizations/$id"
                    params={{ id: org.id }}
                    className="break-words text-sky-800 underline"
                  >
                    {org.name}
                  </Link>
                </span>
                {removable ? (
                  <Link
                    to="/compare"
                    search={{ ids: withoutId(ids, data.id) }}
                    aria-label={removeLabel(org.name)}
                    className="mt-1 block text-xs font-normal text-sky-800 underline"
                  >
                    <Trans>Remove from the comparison</Trans>
                  </Link>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label.id} className="border-t border-slate-100 align-top">
              <th scope="row" className="px-3 py-2 font-medium text-slate-600">
                {i18n._(row.label)}
              </th>
              {columns.map(({ org, data }) => (
                <td key={data.id} className="px-3 py-2 break-words text-slate-900">
                  {row.value(org) ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
