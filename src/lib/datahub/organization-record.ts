import {
  isEntityId,
  listOf,
  localized,
  num,
  pickText,
  record,
  reject,
  stringList,
  text,
  tolerant,
  type Localized,
} from '@/lib/datahub/fields'
import { entityName } from '@/lib/datahub/entity-name'
import { locationView, type LocationView } from '@/lib/datahub/location'
import { organizationStatus, type OrganizationStatus } from '@/lib/datahub/organization-status'
import { sourceKey } from '@/lib/datahub/source'

export interface IndustryCode {
  system: string | null
  code: string
  /** The classification's name in both languages, as delivered: see `industryLabel`. */
  label: Localized | null
}

/** An industry code's name in the interface's language (`i18n.locale`), else the other one. */
export function industryLabel(code: IndustryCode, locale: string): string | null {
  return pickText(code.label, locale)
}

export interface Register {
  /** `München HRB 271144` */
  entityName: string | null
  court: string | null
  courtId: string | null
  type: string | null
  number: string | null
  extra: string | null
}

export interface OrganizationView {
  id: string
  version: string | null
  name: string
  subtype: string | null
  status: OrganizationStatus
  legalForm: { code: string | null; name: string | null } | null
  register: Register
  foundingDate: string | null
  cessationDate: string | null
  address: LocationView | null
  otherAddresses: LocationView[]
  contact: { website: string | null; phone: string | null; email: string | null }
  purpose: Localized | null
  otherNames: string[]
  industryCodes: IndustryCode[]
  webCategories: string[]
  jurisdiction: string | null
  source: string | null
  updatedAt: string | null
  /** Share capital in EUR when the record states it (an undocumented field: null almost always). */
  shareCapital: number | null
}

const industryCode = tolerant((value, context): IndustryCode => {
  const raw = record.parse(value)
  const code = text.parse(raw.code)
  if (!code) return reject(context, 'industry code without code')
  return {
    system: text.parse(raw.system) ?? text.parse(raw.scheme),
    code,
    label: localized.parse(raw.label ?? raw.name ?? raw.description),
  }
})

const webCategory = tolerant((value) => {
  if (typeof value === 'string') return value
  const raw = record.parse(value)
  return pickText(localized.parse(raw.value), 'de')
})

function primary(value: unknown): string | null {
  if (typeof value === 'string') return value || null
  return text.parse(record.parse(value).primary)
}

/** The organization record of §5.1 as one view model, whatever variant (§9) the server sent. */
export const organizationView = tolerant((value, context): OrganizationView => {
  const raw = record.parse(value)
  if (!isEntityId(raw.fb_entity_id)) {
    return reject(context, 'The response is not an organization record.')
  }
  const classifications = record.parse(raw.classifications)
  // §9.7: older data calls the industry list `industry_classifications`.
  const industryCodes = listOf(industryCode).parse(
    classifications.industry_codes ?? classifications.industry_classifications,
  )
  const legalForm = record.parse(classifications.legal_form)
  const legalFormCode = text.parse(legalForm.code)
  const legalFormName = pickText(localized.parse(legalForm.name), 'de')
  const local = record.parse(record.parse(record.parse(raw.legal).registration_authority).local)
  const contact = record.parse(raw.contact)
  const address =
    raw.address && typeof raw.address === 'object' ? locationView.parse(raw.address) : null
  const description = record.parse(raw.description)
  return {
    id: raw.fb_entity_id,
    version: text.parse(raw.fb_entity_version),
    name: entityName(raw) ?? raw.fb_entity_id,
    subtype: text.parse(raw.entity_subtype),
    status: organizationStatus.parse(raw.status),
    legalForm: legalFormCode || legalFormName ? { code: legalFormCode, name: legalFormName } : null,
    register: {
      entityName: text.parse(local.registration_authority_entity_name),
      court: text.parse(local.registration_authority_name),
      courtId: text.parse(local.registration_authority_id),
      type: text.parse(local.registration_type),
      number:
        text.parse(local.registration_number) ??
        (typeof local.registration_number === 'number' ? String(local.registration_number) : null),
      extra: text.parse(local.registration_id_extra),
    },
    foundingDate: text.parse(raw.founding_date),
    cessationDate: text.parse(raw.cessation_date),
    address,
    otherAddresses: Array.isArray(raw.other_addresses)
      ? raw.other_addresses.map((entry) => locationView.parse(entry))
      : [],
    contact: {
      website: primary(contact.websites ?? contact.website),
      phone: primary(contact.phone_numbers ?? contact.phone),
      email: primary(contact.emails ?? contact.email),
    },
    // The register's business purpose; a bare string in some older records.
    purpose: localized.parse(description.registry ?? raw.description),
    otherNames: stringList.parse(raw.other_names),
    industryCodes,
    webCategories: listOf(webCategory)
      .parse(classifications.web)
      .filter((entry): entry is string => !!entry),
    jurisdiction: text.parse(record.parse(raw.jurisdiction).iso_alpha3),
    source: sourceKey(raw),
    updatedAt: text.parse(raw.updated_at),
    shareCapital: num.parse(raw.share_capital ?? raw.capital ?? raw.registered_capital),
  }
})

/** A website as a safe absolute link: only http(s), scheme added when missing. */
export function websiteHref(website: string): string | null {
  const candidate = /^https?:\/\//i.test(website) ? website : `https://${website}`
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
