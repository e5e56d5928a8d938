import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { websiteHref, type OrganizationView } from '@/lib/datahub/organization-record'
import { localizeAddress } from '@/lib/datahub/vocabulary'

/**
 * How an organization's register entry, address and website read as facts: one rendering for the
 * organization page and the comparison, so the two never disagree.
 */

export function registerText(org: OrganizationView): string | null {
  const { entityName, court, type, number } = org.register
  return entityName ?? ([court, type, number].filter(Boolean).join(' ') || null)
}

/** The address, linked to its location page when it has an ID. */
export function addressFact(org: OrganizationView): ReactNode {
  const address = org.address
  if (!address) return null
  const line = address.formattedAddress ? localizeAddress(address.formattedAddress) : null
  if (!address.id) return line
  return (
    <Link to="/locations/$id" params={{ id: address.id }} className="text-sky-800 underline">
      {line ?? <Trans>Open the address</Trans>}
    </Link>
  )
}

/** The website as an outbound link when it is a usable web address, else as the text it is. */
export function websiteFact(org: OrganizationView): ReactNode {
  const text = org.contact.website
  const href = text ? websiteHref(text) : null
  if (!text || !href) return text
  return (
    <a
      href={href}
      rel="noopener noreferrer nofollow"
      target="_blank"
      className="text-sky-800 underline"
    >
      {text}
    </a>
  )
}
