import { Link } from '@tanstack/react-router'
import { FactList, type Fact } from '@/components/entity-page/fact-list'
import { formatDate } from '@/lib/format'
import { websiteHref, type OrganizationView } from '@/lib/datahub/organization-record'

function registerText(org: OrganizationView): string | null {
  const { entityName, court, type, number } = org.register
  return entityName ?? ([court, type, number].filter(Boolean).join(' ') || null)
}

export function OrganizationFacts({ org }: { org: OrganizationView }) {
  const website = org.contact.website ? websiteHref(org.contact.website) : null
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
    {
      label: 'Address',
      value: org.address ? (
        org.address.id ? (
          <Link
            to="/locations/$id"
            params={{ id: org.address.id }}
            className="text-sky-800 underline"
          >
            {org.address.formattedAddress ?? 'Open the address'}
          </Link>
        ) : (
          org.address.formattedAddress
        )
      ) : null,
    },
    {
      label: 'Website',
      value:
        org.contact.website && website ? (
          <a
            href={website}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="text-sky-800 underline"
          >
            {org.contact.website}
          </a>
        ) : (
          org.contact.website
        ),
    },
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
