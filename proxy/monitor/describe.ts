/**
 * Turns two states of a watched entity into readable changes, each with its before and after as
 * text. Record fields are compared with the last snapshot; slices carry dates, so appointments,
 * departures, notices and publications are those dated after the last version seen; shareholders
 * and financial years, which carry no such date, are compared with the snapshot's copy (the
 * beneficial owners found in those shareholders are described in describe-owners.ts).
 * Tolerant of the documented variants of each answer (docs/datahub-api.md §9). The texts are read
 * back and worded by src/lib/format/change-wording.ts (shared with the Changes page).
 */
import { financialYearText } from '../../src/lib/format/change-wording'

export interface RecordFields {
  name: string | null
  status: string | null
  address: string | null
  legalForm: string | null
  updatedAt: string | null
}

/** A current shareholder as the snapshot keeps it. */
export interface StoredShareholder {
  name: string
  /** Share in percent, as filed. */
  share: number | null
  /**
   * What the holder is, for the beneficial-owner rule: a person, a company, or null when the
   * filing does not say. Missing in snapshots stored before monitoring named beneficial owners.
   */
  type?: 'PERSON' | 'ORGANIZATION' | null
  /** The nominal amount in EUR, which gives the proportions when no percentage is filed. */
  nominal?: number | null
  /** True when the holder has no register entry (the snapshot is keyed by its name then). */
  unlinked?: true
}

export interface EntityState {
  record: RecordFields
  /** Current shareholders by id (by name for a holder without a register entry). */
  shareholders?: Record<string, StoredShareholder> | undefined
  financialYears?: number[] | undefined
}

export interface DescribedChange {
  kind: string
  before: string | null
  after: string | null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null
const object = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

export function recordFields(record: unknown): RecordFields {
  const r = object(record)
  const status = typeof r.status === 'string' ? r.status : text(object(r.status).status)
  const legal = object(object(r.classifications).legal_form)
  const displayName = object(r.display_name)
  return {
    name: text(r.name) ?? text(displayName.de) ?? text(displayName.en) ?? text(r.display_name),
    status,
    address: text(object(r.address).formatted_address) ?? text(r.formatted_address),
    legalForm: text(object(legal.name).de) ?? text(legal.code),
    updatedAt: text(r.updated_at) ?? text(r.fb_datetime),
  }
}

const FIELD_KINDS: [keyof RecordFields, string][] = [
  ['name', 'name'],
  ['status', 'status'],
  ['address', 'address'],
  ['legalForm', 'legal-form'],
]

export function recordChanges(before: RecordFields, after: RecordFields): DescribedChange[] {
  return FIELD_KINDS.filter(([field]) => before[field] !== after[field]).map(([field, kind]) => ({
    kind,
    before: before[field],
    after: after[field],
  }))
}

interface Role {
  id: string
  name: string
  type: 'PERSON' | 'ORGANIZATION' | null
  label: string
  start: string | null
  end: string | null
  share: number | null
  nominal: number | null
}

const entityType = (value: unknown) => {
  const upper = typeof value === 'string' ? value.toUpperCase() : ''
  return upper === 'PERSON' || upper === 'ORGANIZATION' ? upper : null
}

/**
 * A name as the documented variants give it (docs/datahub-api.md §9): a string, localized
 * (`{de, en}`), or under `attributes`.
 */
function nameOf(ref: Record<string, unknown>): string | null {
  for (const value of [ref.display_name, object(ref.attributes).display_name]) {
    const name = text(value) ?? text(object(value).de) ?? text(object(value).en)
    if (name) return name
  }
  return null
}

/** Roles from `{current, past}`, or a plain array (of roles or link records). */
export function readRoles(value: unknown): Role[] {
  const split = object(value)
  const items = Array.isArray(value) ? value : [...array(split.current), ...array(split.past)]
  return items.map((item) => {
    const i = object(item)
    const from = object(i.entity_from)
    const meta = object(i.meta)
    const share = i.share_percentage ?? meta.share_percentage
    const nominal = i.share_nominal_eur ?? meta.share_nominal_eur
    return {
      id: text(i.fb_entity_id) ?? text(from.fb_entity_id) ?? '',
      name: nameOf(i) ?? nameOf(from) ?? '?',
      type: entityType(i.fb_entity_id ? i.entity_type : (from.entity_type ?? i.entity_type)),
      label: text(i.label) ?? '',
      start: text(i.start_date) ?? text(meta.start_date),
      end: text(i.end_date) ?? text(meta.end_date),
      share: typeof share === 'number' ? share : null,
      nominal: typeof nominal === 'number' ? nominal : null,
    }
  })
}

const day = (value: string | null) => (value ? value.slice(0, 10) : null)
const after = (date: string | null, since: string | null) =>
  !!date && (since === null || day(date)! > since)

export function managementChanges(value: unknown, since: string | null): DescribedChange[] {
  const changes: DescribedChange[] = []
  for (const role of readRoles(value)) {
    const label = role.label.replaceAll('_', ' ').toLowerCase()
    if (after(role.start, since))
      changes.push({
        kind: 'management-appointed',
        before: null,
        after: `${role.name} (${label}, ${day(role.start)})`,
      })
    if (after(role.end, since))
      changes.push({
        kind: 'management-departed',
        before: `${role.name} (${label})`,
        after: `left ${day(role.end)}`,
      })
  }
  return changes
}

export function currentShareholders(value: unknown): NonNullable<EntityState['shareholders']> {
  const holders: NonNullable<EntityState['shareholders']> = {}
  for (const role of readRoles(value)) {
    if (role.end) continue
    holders[role.id || role.name] = {
      name: role.name,
      share: role.share,
      type: role.type,
      nominal: role.nominal,
      ...(role.id ? {} : { unlinked: true as const }),
    }
  }
  return holders
}

const shareText = (holder: { name: string; share: number | null }) =>
  holder.share === null ? holder.name : `${holder.name}: ${holder.share} %`

export function shareholderChanges(
  before: EntityState['shareholders'],
  now: NonNullable<EntityState['shareholders']>,
): DescribedChange[] {
  if (!before) return []
  const changes: DescribedChange[] = []
  for (const [id, holder] of Object.entries(now)) {
    const old = before[id]
    if (!old) changes.push({ kind: 'shareholder-new', before: null, after: shareText(holder) })
    else if (old.share !== holder.share)
      changes.push({ kind: 'shareholder-share', before: shareText(old), after: shareText(holder) })
  }
  for (const [id, old] of Object.entries(before)) {
    if (!now[id]) changes.push({ kind: 'shareholder-left', before: shareText(old), after: null })
  }
  return changes
}

export function datedEntries(
  value: unknown,
  since: string | null,
  kind: 'insolvency-notice' | 'publication',
): DescribedChange[] {
  const changes: DescribedChange[] = []
  for (const item of array(value)) {
    const i = object(item)
    const date = text(i.date)
    if (!after(date, since)) continue
    const title = text(i.title) ?? text(i.category) ?? ''
    const body = text(i.text) ?? ''
    changes.push({ kind, before: null, after: `${day(date)} ${title}: ${body}`.slice(0, 1000) })
    if (kind === 'publication' && i.category === 'CAPITAL_CHANGE')
      changes.push({ kind: 'capital', before: null, after: body.slice(0, 500) })
  }
  return changes
}

export function financialYears(value: unknown): number[] {
  return array(value)
    .map((row) => Number(object(row).year))
    .filter((year) => Number.isInteger(year))
    .sort()
}

const figure = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** New years with their headline figures (from the KPI slice's rows, when given). */
export function financialYearChanges(
  before: number[] | undefined,
  now: number[],
  rows?: unknown,
): DescribedChange[] {
  if (!before) return []
  const byYear = new Map(array(rows).map((row) => [Number(object(row).year), object(row)]))
  return now
    .filter((year) => !before.includes(year))
    .map((year) => {
      const row = byYear.get(year) ?? {}
      const after = financialYearText({
        year,
        revenue: figure(row.revenue),
        netIncome: figure(row.net_income),
        employees: figure(row.employees_estimate ?? row.employees),
      })
      return { kind: 'financial-year', before: null, after }
    })
}
