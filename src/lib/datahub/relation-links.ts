import { isoDate, record, sameEntityId, text } from './fields'
import type { EntityType } from '@contract/entity-types'
import { readEntityRef, type EntityRef } from './entity-ref'

/**
 * People and ownership slices (management, shareholders, shareholdings, beneficial owners, a
 * person's career, nearby organizations) list their items in two documented shapes
 * (docs/datahub-api.md §7, §9 (14)):
 * - a flat reference with the item's facts beside it: `{fb_entity_id, display_name, label,
 *   start_date, end_date, share_percentage, …}` (or the reference nested as `organization`);
 * - a network-link record: `{label, entity_from, entity_to, meta: {start_date, end_date, …}}`,
 *   where one end is the entity whose slice this is and the other end is the one to show.
 * This module reads both into one item.
 */

export type LinkEnd = 'from' | 'to'

export interface LinkReadContext {
  /** The entity whose slice this is: of a link's two ends, the other one is shown. */
  selfId?: string | null
  /** The type the shown end usually has (a person for management, an organization for a career). */
  farType?: EntityType | null
  /**
   * The end to show when neither IDs nor types tell: the holder of a role is `entity_from` in the
   * published management record, the company is `entity_to` in a career.
   */
  fallbackEnd: LinkEnd
}

export interface LinkItem {
  /** The entity on the far side of the link (or the flat item's own reference). */
  entity: EntityRef
  /** Role label such as `MANAGING_DIRECTOR`, when given. */
  label: string | null
  startDate: string | null
  endDate: string | null
  /** The item's own fields with its `meta` merged in, for slice-specific facts (shares, distance). */
  fields: Record<string, unknown>
}

/** Where a flat item nests its reference instead of being one (the hub's career items). */
const NESTED_REF_KEYS = ['organization', 'entity', 'person', 'holder'] as const

function farEnd(raw: Record<string, unknown>, context: LinkReadContext): EntityRef | null {
  const from = readEntityRef(raw.entity_from)
  const to = readEntityRef(raw.entity_to)
  let candidates = [from, to].filter((ref): ref is EntityRef => ref !== null)
  if (candidates.length <= 1) return candidates[0] ?? null
  if (context.selfId) {
    const others = candidates.filter((ref) => !sameEntityId(ref.id, context.selfId))
    if (others.length === 1) return others[0]!
    if (others.length > 0) candidates = others
  }
  if (context.farType) {
    const typed = candidates.filter((ref) => ref.type === context.farType)
    if (typed.length === 1) return typed[0]!
  }
  return context.fallbackEnd === 'from' ? (from ?? to) : (to ?? from)
}

function flatRef(raw: Record<string, unknown>): EntityRef | null {
  const own = readEntityRef(raw)
  if (own?.id) return own
  for (const key of NESTED_REF_KEYS) {
    const nested = readEntityRef(raw[key])
    if (nested) return nested
  }
  return own
}

const isLinkRecord = (raw: Record<string, unknown>) =>
  (raw.entity_from !== undefined && raw.entity_from !== null) ||
  (raw.entity_to !== undefined && raw.entity_to !== null)

/** One item of a people or ownership slice, or null when it names no entity at all. */
export function readLinkItem(value: unknown, context: LinkReadContext): LinkItem | null {
  const raw = record.parse(value)
  const ref = isLinkRecord(raw) ? farEnd(raw, context) : flatRef(raw)
  if (!ref) return null
  // An end without a type is the kind the slice lists (people for management, ...).
  const entity = ref.type || !context.farType ? ref : { ...ref, type: context.farType }
  const meta = record.parse(raw.meta)
  // Top-level facts win over `meta`; null or missing ones do not hide a value in `meta`.
  const fields: Record<string, unknown> = { ...meta }
  for (const [key, field] of Object.entries(raw)) if (field != null) fields[key] = field
  return {
    entity,
    label: text.parse(raw.label) ?? text.parse(raw.role) ?? text.parse(meta.label),
    startDate: isoDate.parse(fields.start_date),
    endDate: isoDate.parse(fields.end_date),
    fields,
  }
}

/** Every readable item of a list; `readable` is false when items existed but none named anyone. */
export function readLinkItems(
  values: unknown[],
  context: LinkReadContext,
): { items: LinkItem[]; readable: boolean } {
  const items = values.flatMap((value) => {
    const item = readLinkItem(value, context)
    return item ? [item] : []
  })
  return { items, readable: values.length === 0 || items.length > 0 }
}
