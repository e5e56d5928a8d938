import { useLingui } from '@lingui/react/macro'
import { FactList, type Fact } from '@/components/entity-page/fact-list'
import { formatDate, formatDateTime } from '@/lib/format/format'
import {
  addressFact,
  registerText,
  websiteFact,
} from '@/components/entity-page/organization-fact-values'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import { countryName } from '@/lib/datahub/vocabulary'

export function OrganizationFacts({ org, readAt }: { org: OrganizationView; readAt?: number }) {
  const { t } = useLingui()
  const version = org.version ?? '—'
  const read = readAt ? formatDateTime(new Date(readAt).toISOString()) : '—'
  const facts: Fact[] = [
    { label: t`Register ID`, value: registerText(org) },
    {
      label: t`Legal form`,
      // The long name is the German legal term ("Gesellschaft mit beschränkter Haftung").
      value: org.legalForm ? (
        <>
          {org.legalForm.code}
          {org.legalForm.code && org.legalForm.name ? ' · ' : null}
          {org.legalForm.name ? <span lang="de">{org.legalForm.name}</span> : null}
        </>
      ) : null,
    },
    { label: t`Founded`, value: org.foundingDate ? formatDate(org.foundingDate) : null },
    {
      label: t`Ceased`,
      value: org.cessationDate ? formatDate(org.cessationDate) : t`No cessation recorded`,
    },
    { label: t`Address`, value: addressFact(org) },
    { label: t`Website`, value: websiteFact(org) },
    {
      label: t`Phone`,
      value: org.contact.phone ? (
        <a
          href={`tel:${org.contact.phone.replace(/[^\d+]/g, '')}`}
          className="text-sky-800 underline"
        >
          {org.contact.phone}
        </a>
      ) : null,
    },
    {
      label: t`Email`,
      value: org.contact.email ? (
        <a href={`mailto:${org.contact.email}`} className="text-sky-800 underline">
          {org.contact.email}
        </a>
      ) : null,
    },
    { label: t`Jurisdiction`, value: countryName(org.jurisdiction) },
    // What the page shows is the record at this version, as read at this time.
    {
      label: t`As of`,
      value: <span data-testid="as-of">{t`record version ${version}, read ${read}`}</span>,
    },
  ]
  return <FactList facts={facts} />
}
