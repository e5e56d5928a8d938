import { useLingui } from '@lingui/react/macro'
import { FactList, type Fact } from '@/components/entity-page/fact-list'
import { formatDate } from '@/lib/format'
import {
  addressFact,
  registerText,
  websiteFact,
} from '@/components/entity-page/organization-fact-values'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import { countryName } from '@/lib/datahub/vocabulary'

export function OrganizationFacts({ org }: { org: OrganizationView }) {
  const { t } = useLingui()
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
  ]
  return <FactList facts={facts} />
}
