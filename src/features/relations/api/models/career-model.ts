import { readLinkItem, type LinkItem } from '@/lib/datahub/relation-links'
import { roleFromLink, type Role } from '@/lib/datahub/roles'
import type { SliceContext } from '../../slice'
import { parseTimeline, type TimelineEvent } from './register-models'

/**
 * A person's History relation (`5990434853`, docs/datahub-api.md §7): "every management role this
 * person has held, with the linked organization, role label and start / end dates". It is where a
 * person's roles come from, never a search for the name (a common name buries them). Items come
 * as role records (link-shaped, the organization at `entity_to`, dates in `meta`; or flat with
 * dates beside the reference) or as dated register announcements, where an appointment
 * (`MEMBER_ENTRY`) and a departure (`MEMBER_EXIT`) of the same role at the same organization
 * bound one role.
 */
export interface CareerModel {
  /** Active roles first, then by start date, newest first. */
  roles: Role[]
  /** The dated announcements, newest first. */
  events: TimelineEvent[]
}

const ENTRY = 'MEMBER_ENTRY'
const EXIT = 'MEMBER_EXIT'

function dateOf(item: LinkItem): string | null {
  const date = item.fields.date
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null
}

const roleKey = (item: LinkItem) => `${item.entity.id ?? item.entity.name}|${item.label ?? ''}`

/** Appointments and departures paired into roles: each departure ends the oldest open appointment. */
function rolesFromAnnouncements(entries: LinkItem[], exits: LinkItem[]): Role[] {
  const open = new Map<string, Role[]>()
  const roles: Role[] = []
  const byDate = (a: LinkItem, b: LinkItem) => (dateOf(a) ?? '').localeCompare(dateOf(b) ?? '')
  const events = [
    ...entries.map((item) => ({ item, kind: ENTRY })),
    ...exits.map((item) => ({ item, kind: EXIT })),
  ].sort((a, b) => byDate(a.item, b.item) || (a.kind === ENTRY ? -1 : 1))
  for (const { item, kind } of events) {
    const key = roleKey(item)
    if (kind === ENTRY) {
      const role = { ...roleFromLink(item), startDate: dateOf(item), endDate: null }
      roles.push(role)
      open.set(key, [...(open.get(key) ?? []), role])
      continue
    }
    const started = open.get(key)?.shift()
    if (started) started.endDate = dateOf(item)
    // A departure whose appointment predates the record still tells of a role that ended.
    else roles.push({ ...roleFromLink(item), startDate: null, endDate: dateOf(item) })
  }
  return roles
}

const activeFirst = (a: Role, b: Role) => {
  if (!a.endDate !== !b.endDate) return a.endDate ? 1 : -1
  return (b.startDate ?? b.endDate ?? '').localeCompare(a.startDate ?? a.endDate ?? '')
}

export function parseCareer(value: unknown, context: SliceContext): CareerModel | null {
  if (!Array.isArray(value)) return null
  const link = { selfId: context.entityId, farType: 'ORGANIZATION', fallbackEnd: 'to' } as const
  const roles: Role[] = []
  const entries: LinkItem[] = []
  const exits: LinkItem[] = []
  for (const raw of value) {
    const item = readLinkItem(raw, link)
    if (!item) continue
    const category = typeof item.fields.category === 'string' ? item.fields.category : null
    if (item.startDate || item.endDate) roles.push(roleFromLink(item))
    else if (category === ENTRY) entries.push(item)
    else if (category === EXIT) exits.push(item)
  }
  roles.push(...rolesFromAnnouncements(entries, exits))
  const events = (parseTimeline(value) ?? []).filter((event) => event.date !== null)
  if (value.length > 0 && roles.length === 0 && events.length === 0) return null
  return { roles: roles.sort(activeFirst), events }
}
