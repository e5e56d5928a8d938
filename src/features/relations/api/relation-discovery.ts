import type { EntityType } from '@contract/entity-types'
import { catalogueKey } from '@/lib/datahub/catalogue-key'
import {
  RELATION_DESCRIPTORS,
  descriptorFor,
  documentedKeys,
  olderKeys,
  slugifyLabel,
  type RelationDefinition,
  type RelationParameter,
} from './relation-catalogue'
import type { RawRelationDefinition } from './relation-schemas'

/** `key`/`_key`, else the long `id` (`relations/<key>`, or the bare key in some data). */
function keyOf(raw: RawRelationDefinition): string | null {
  return catalogueKey(raw) ?? (raw.id || null)
}

function appliesTo(raw: RawRelationDefinition, type: EntityType): boolean {
  if (!raw.model_from) return true
  const from = Array.isArray(raw.model_from) ? raw.model_from : [raw.model_from]
  return from.some((value) => value.toUpperCase() === type)
}

function parametersOf(raw: RawRelationDefinition): RelationParameter[] | null {
  const list = raw.resolve?.parameter_definition
  if (!list) return null
  return list.map((parameter) => ({
    name: parameter.name,
    default:
      typeof parameter.default === 'boolean'
        ? String(parameter.default)
        : (parameter.default ?? null),
  }))
}

const humanize = (label: string) => {
  const words = label.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Turns a `/relation/list/{type}` answer into ordered tabs. Definitions that share a label (an
 * old and a new financial key, §9.10) become one tab that tries the current key first. Known
 * labels keep the catalogue's slug, title and position; unknown ones follow in list order.
 */
export function buildRelationTabs(
  type: EntityType,
  list: RawRelationDefinition[],
): RelationDefinition[] {
  const catalogue = RELATION_DESCRIPTORS[type]
  const groups = new Map<string, RawRelationDefinition[]>()
  for (const raw of list) {
    const key = keyOf(raw)
    if (!key || !appliesTo(raw, type)) continue
    const label = raw.label?.trim() || `RELATION_${key}`
    groups.set(label, [...(groups.get(label) ?? []), raw])
  }

  const usedSlugs = new Set<string>()
  const tabs = [...groups.entries()].map(([label, raws]) => {
    const known = descriptorFor(type, label)
    const discovered = raws.map((raw) => keyOf(raw)!)
    // The catalogue's current key first, then whatever else the list named, then older aliases.
    const keys = [...new Set([...discovered].sort((a, b) => rank(a) - rank(b)))]
    for (const older of olderKeys(label)) if (!keys.includes(older)) keys.push(older)
    const primary = raws.find((raw) => keyOf(raw) === keys[0]) ?? raws[0]!

    let slug = known?.slug ?? slugifyLabel(label)
    if (usedSlugs.has(slug)) slug = `${slug}-${keys[0]}`
    usedSlugs.add(slug)

    return {
      keys,
      trustedKeys: documentedKeys(known),
      label,
      slug,
      title: known?.title ?? primary.name ?? humanize(label),
      description: primary.description ?? '',
      parameters: parametersOf(primary) ?? known?.parameters ?? [],
      descriptor: known ?? null,
    } satisfies RelationDefinition

    function rank(key: string) {
      if (known && key === known.key) return 0
      return olderKeys(label).includes(key) ? 2 : 1
    }
  })

  const order = (tab: RelationDefinition) => {
    const index = catalogue.findIndex((entry) => entry.label === tab.label)
    return index === -1 ? catalogue.length : index
  }
  // Array.prototype.sort is stable, so unknown relations keep the list's order.
  return tabs.sort((a, b) => order(a) - order(b))
}
