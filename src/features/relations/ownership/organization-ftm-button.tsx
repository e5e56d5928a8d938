/**
 * The organization page's FtM download: the organization with its management and shareholders as
 * far as the page has already read them (their tabs, the ownership views). No call is made.
 */
import { useQueryClient } from '@tanstack/react-query'
import { FtmExportButton } from '@/components/export/ftm-export-button'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import { ownershipSource } from './ownership-source'

export function OrganizationFtmButton({ org, readAt }: { org: OrganizationView; readAt: number }) {
  const client = useQueryClient()
  const target = { id: org.id, type: 'ORGANIZATION' as const, name: org.name }
  const management = () => ownershipSource.cached(client, 'MANAGEMENT', org.id)
  const shareholders = () => ownershipSource.cached(client, 'SHAREHOLDERS', org.id)
  return (
    <FtmExportButton
      fileBase="organization"
      source={org.source}
      readAt={() => Math.max(readAt, management()?.readAt ?? 0, shareholders()?.readAt ?? 0)}
      fill={(ftm) => {
        ftm.organization(org)
        ftm.roles(target, management()?.model)
        ftm.roles(target, shareholders()?.model, 'ownership')
      }}
    />
  )
}
