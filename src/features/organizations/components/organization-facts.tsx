import { FactList, type Fact } from '@/components/entity-page/fact-list'
import { formatDate } from '@/lib/format'
import {
  addressFact,
  registerText,
  websiteFact,
} from '@/components/entity-page/organization-fact-values'
import type { OrganizationView } from '@/lib/datahub/organization-record'

export function OrganizationFacts({ org }: { org: OrganizationView }) {
  const facts: Fact[] = [
    { label: 'Register ID', value: registerText(org) },
    {
      label: 'Legal form',
      value: org.legalForm
        ? [org.legalForm.code, org.legalForm.name].filter(Boolean).join(' · ')
        : null,
    },
    { label: 'Founded', value: org.foundingDate ? formatDate(org.foundingDate) : null },
    {
      label: 'Ceased',
      value: org.cessationDate ? formatDate(org.cessationDate) : 'No cessation recorded',
    },
    { label: 'Address', value: addressFact(org) },
    { label: 'Website', value: websiteFact(org) },
    {
      label: 'Phone',
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
      label: 'Email',
      value: org.contact.email ? (
        <a href={`mailto:${org.contact.email}`} className="text-sky-800 underline">
          {org.contact.email}
        </a>
      ) : null,
    },
    { label: 'Jurisdiction', value: org.jurisdiction },
  ]
  return <FactList facts={facts} />
}
