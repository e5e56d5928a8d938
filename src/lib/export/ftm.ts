/**
 * FollowTheMoney (the data model of Aleph and OpenSanctions) as JSON lines: one entity per line,
 * `{id, schema, properties}` with every property a list of strings. Companies (or Organizations
 * when the legal form is no company), Persons, Ownerships (shareholder → company, with the share),
 * Directorships (officer → company, with the role) and Addresses. IDs are the Data Hub's own
 * (`datahub-<fb_entity_id>`; links and addresses get IDs derived from theirs), so the same entity
 * has the same ID in every export and a second export merges into the first. Every entity carries
 * the source (`publisher`, `sourceUrl`) and the day it was read (`retrievedAt`).
 *
 * e2e-free check: src/lib/export/ftm.test.ts validates the output against the model published in
 * `@alephdata/followthemoney`.
 */
import type { EntityRef } from '@/lib/datahub/entity-ref'
import { ftmOrganizationSchema } from './ftm-legal-forms'

export interface FtmEntity {
  id: string
  schema: string
  properties: Record<string, string[]>
}

/** Where the data came from, put on every entity. */
export interface FtmSource {
  /** "Data Hub (data_sources/1051122944)" */
  publisher: string
  /** The explorer's page the export was made from. */
  url: string
  /** When the data was read (ISO 8601). */
  retrievedAt: string
}

export interface FtmOrganization {
  id: string
  name: string
  legalForm?: string | null
  /** The Data Hub's entity subtype (CORPORATION, ASSOCIATION, …): decides Company or Organization. */
  subtype?: string | null
  registerId?: string | null
  status?: string | null
  foundingDate?: string | null
  cessationDate?: string | null
  website?: string | null
  address?: {
    id: string | null
    full: string | null
    street?: string | null
    postalCode?: string | null
    city?: string | null
    country?: string | null
    lat?: number | null
    lon?: number | null
  } | null
}

/** One link between two entities: a shareholding or a management role. */
export interface FtmLink {
  kind: 'ownership' | 'directorship'
  holder: EntityRef
  /** The company held, or the organization managed. */
  target: EntityRef
  /** 0–100 for ownerships, when stated. */
  percentage?: number | null
  nominalEur?: number | null
  /** The role in words (directorships) or the shareholder's label. */
  role?: string | null
  startDate?: string | null
  endDate?: string | null
}

const date = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? [value.slice(0, 10)] : []
const list = (value: string | null | undefined) => (value && value.trim() ? [value.trim()] : [])
const entityId = (id: string) => `datahub-${id}`
/** FtM wants ISO 3166 alpha-2 in lower case; the Data Hub writes alpha-3. */
const COUNTRIES: Record<string, string> = { DEU: 'de', AUT: 'at', CHE: 'ch', NLD: 'nl', LUX: 'lu' }
const country = (value: string | null | undefined) => {
  const code = value
    ? (COUNTRIES[value.toUpperCase()] ?? (value.length === 2 ? value.toLowerCase() : null))
    : null
  return code ? [code] : []
}

export class FtmWriter {
  private readonly entities = new Map<string, FtmEntity>()

  constructor(private readonly source: FtmSource) {}

  private stamp(properties: Record<string, string[]>): Record<string, string[]> {
    const stamped: Record<string, string[]> = {
      ...properties,
      publisher: [this.source.publisher],
      sourceUrl: [this.source.url],
      retrievedAt: [this.source.retrievedAt.slice(0, 19)],
    }
    return Object.fromEntries(Object.entries(stamped).filter(([, values]) => values.length > 0))
  }

  private put(entity: FtmEntity) {
    const existing = this.entities.get(entity.id)
    // The fuller record wins (an organization page over a name met in a network).
    if (
      !existing ||
      Object.keys(entity.properties).length > Object.keys(existing.properties).length
    )
      this.entities.set(entity.id, entity)
  }

  organization(org: FtmOrganization): string {
    const id = entityId(org.id)
    const company = ftmOrganizationSchema(org.legalForm, org.subtype) === 'Company'
    let addressId: string | null = null
    if (org.address && (org.address.full || org.address.city)) {
      addressId = `${id}-address`
      this.put({
        id: addressId,
        schema: 'Address',
        properties: this.stamp({
          full: list(org.address.full),
          street: list(org.address.street),
          postalCode: list(org.address.postalCode),
          city: list(org.address.city),
          country: country(org.address.country),
          latitude: org.address.lat == null ? [] : [String(org.address.lat)],
          longitude: org.address.lon == null ? [] : [String(org.address.lon)],
        }),
      })
    }
    this.put({
      id,
      schema: company ? 'Company' : 'Organization',
      properties: this.stamp({
        name: [org.name],
        legalForm: list(org.legalForm),
        registrationNumber: list(org.registerId),
        status: list(org.status),
        incorporationDate: date(org.foundingDate),
        dissolutionDate: date(org.cessationDate),
        website: list(org.website),
        jurisdiction: ['de'],
        address: list(org.address?.full),
        addressEntity: addressId ? [addressId] : [],
        // The Data Hub's own ID, so the entity can be found there again.
        idNumber: [org.id],
      }),
    })
    return id
  }

  /** An entity known by reference only (a name and an ID in a slice). */
  reference(ref: EntityRef, fallback: 'LegalEntity' | 'Company' = 'LegalEntity'): string | null {
    if (!ref.id) return null
    const id = entityId(ref.id)
    const schema =
      ref.type === 'PERSON' ? 'Person' : ref.type === 'ORGANIZATION' ? 'Company' : fallback
    this.put({ id, schema, properties: this.stamp({ name: [ref.name], idNumber: [ref.id] }) })
    return id
  }

  link(link: FtmLink): string | null {
    const holder = this.reference(link.holder)
    // The company held or managed is an organization whatever its reference says.
    const target = this.reference(link.target, 'Company')
    if (!holder || !target) return null
    const id = `${holder}-${link.kind}-${target}${link.startDate ? `-${link.startDate.slice(0, 10)}` : ''}`
    const common = {
      role: list(link.role),
      startDate: date(link.startDate),
      endDate: date(link.endDate),
    }
    if (link.kind === 'ownership')
      this.put({
        id,
        schema: 'Ownership',
        properties: this.stamp({
          owner: [holder],
          asset: [target],
          ...common,
          percentage: link.percentage == null ? [] : [String(link.percentage)],
          sharesValue: link.nominalEur == null ? [] : [String(link.nominalEur)],
          sharesCurrency: link.nominalEur == null ? [] : ['EUR'],
        }),
      })
    else
      this.put({
        id,
        schema: 'Directorship',
        properties: this.stamp({ director: [holder], organization: [target], ...common }),
      })
    return id
  }

  /** The entities, those linked to after those they link (a reader can resolve as it goes). */
  lines(): FtmEntity[] {
    const order = [
      'Address',
      'Company',
      'Organization',
      'Person',
      'LegalEntity',
      'Ownership',
      'Directorship',
    ]
    return [...this.entities.values()].sort(
      (a, b) => order.indexOf(a.schema) - order.indexOf(b.schema) || a.id.localeCompare(b.id),
    )
  }

  /** JSON lines, one entity each. */
  toJsonLines(): string {
    return this.lines()
      .map((entity) => JSON.stringify(entity))
      .join('\n')
      .concat('\n')
  }
}

export const FTM_MIME_TYPE = 'application/x-ndjson;charset=utf-8'
