import { bool, isEntityId, record, reject, stringList, text, tolerant } from '@/lib/datahub/fields'
import { locationView, type LocationView } from '@/lib/datahub/location'
import { entityName } from '@/lib/datahub/entity-name'

export interface PersonView {
  id: string
  version: string | null
  name: string
  given: string | null
  family: string | null
  maiden: string | null
  aliases: string[]
  /** Birth date-time; with `birthMonthOnly` only month and year are known and may be shown. */
  birthDate: string | null
  birthMonthOnly: boolean
  home: LocationView | null
  subtype: string | null
  updatedAt: string | null
}

/** The person record of §5.2 as one view model. */
export const personView = tolerant((value, context): PersonView => {
  const raw = record.parse(value)
  if (!isEntityId(raw.fb_entity_id)) {
    return reject(context, 'The response is not a person record.')
  }
  const name = record.parse(raw.name)
  const given = text.parse(name.given)
  const family = text.parse(name.family)
  // `birth_date` is `{value, is_month}`; a bare date string appears in older data.
  const birth =
    typeof raw.birth_date === 'string' ? { value: raw.birth_date } : record.parse(raw.birth_date)
  const home = record.parse(raw.locations).home
  return {
    id: raw.fb_entity_id,
    version: text.parse(raw.fb_entity_version),
    name: entityName(raw) ?? raw.fb_entity_id,
    given,
    family,
    maiden: text.parse(name.maiden),
    aliases: stringList.parse(name.aliases),
    birthDate: text.parse(birth.value),
    birthMonthOnly: bool.parse(birth.is_month) ?? false,
    home: home && typeof home === 'object' ? locationView.parse(home) : null,
    subtype: text.parse(raw.entity_subtype),
    updatedAt: text.parse(raw.updated_at),
  }
})
