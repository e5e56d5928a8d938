/**
 * Fills an FtM export (ftm.ts) from what the explorer's pages hold: organization records, role
 * lists (management, shareholders) and single links. Loaded with the writer, when a download starts.
 */
import type { EntityRef } from '@/lib/datahub/entity-ref'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import { roleInWords, type RoleLists } from '@/lib/datahub/roles'
import { FtmWriter, type FtmLink, type FtmSource } from './ftm'

/** What a page hands to the export: the writer's calls in the page's terms. */
export interface FtmBuilder {
  organization: (org: OrganizationView) => void
  /**
   * The roles held in `target`: shareholders as ownerships, everything else as directorships
   * (`kind` when the list says which: a SHAREHOLDERS slice).
   */
  roles: (target: EntityRef, lists: RoleLists | null | undefined, kind?: FtmLink['kind']) => void
  /** One role: `holder` holds `label` (a register role code) in `target`. */
  role: (holder: EntityRef, target: EntityRef, role: RoleFacts) => void
  reference: (ref: EntityRef) => void
}

export interface RoleFacts {
  label: string | null
  /** Ownership or directorship; by the label when not given. */
  kind?: FtmLink['kind']
  startDate?: string | null
  endDate?: string | null
  sharePercent?: number | null
  shareNominalEur?: number | null
}

/** Labels whose holder owns a share of the organization rather than running it. */
const OWNER_LABELS = new Set(['SHAREHOLDER', 'LIMITED_PARTNER', 'OWNER'])
const ftmLinkKind = (label: string | null) =>
  label && OWNER_LABELS.has(label) ? ('ownership' as const) : ('directorship' as const)

export function buildFtm(source: FtmSource, fill: (builder: FtmBuilder) => void): string {
  const writer = new FtmWriter(source)
  const builder: FtmBuilder = {
    organization: (org) => {
      writer.organization({
        id: org.id,
        name: org.name,
        // The subtype, else the code (`GmbH`), decides Company or Organization; the long name
        // is read too when there is no code.
        legalForm: org.legalForm?.code ?? org.legalForm?.name,
        subtype: org.subtype,
        registerId: org.register.entityName,
        status: org.status.code ?? null,
        foundingDate: org.foundingDate,
        cessationDate: org.cessationDate,
        website: org.contact.website,
        address: org.address
          ? {
              id: org.address.id,
              full: org.address.formattedAddress,
              street: [org.address.street, org.address.houseNumber].filter(Boolean).join(' '),
              postalCode: org.address.postalCode,
              city: org.address.city,
              country: org.address.country,
              lat: org.address.coordinate?.lat,
              lon: org.address.coordinate?.lon,
            }
          : null,
      })
    },
    roles: (target, lists, kind) => {
      for (const role of [...(lists?.current ?? []), ...(lists?.past ?? [])])
        builder.role(role.entity, target, { ...role, kind: kind ?? ftmLinkKind(role.label) })
    },
    role: (holder, target, role) => {
      const link: FtmLink = {
        kind: role.kind ?? ftmLinkKind(role.label),
        holder,
        target,
        percentage: role.sharePercent,
        nominalEur: role.shareNominalEur,
        role: role.label ? roleInWords(role.label) : null,
        startDate: role.startDate,
        endDate: role.endDate,
      }
      writer.link(link)
    },
    reference: (ref) => void writer.reference(ref),
  }
  fill(builder)
  return writer.toJsonLines()
}
