/**
 * Persons: German names, some maiden names and rare aliases, birth dates (a bell around 1967, from
 * 1936 to 2006), a postal-code-level home. Roles pick persons old enough (hub/generate/roles.ts).
 */
import type { GenerateContext } from './context'
import {
  ALIAS_PATTERNS,
  FAMILY_NAMES,
  FEMALE_GIVEN_NAMES,
  MALE_GIVEN_NAMES,
} from './data/person-names'
import type { Geography } from './geography'
import { entityId, type Random } from './random'
import { createSampler, dateToDay, dayToDate } from './sampling'
import { batchedInserter, withVersion } from './sql'

export interface PersonSummary {
  id: string
  stateCode: string
  birthDay: number
}

const COLUMNS = [
  'id',
  'seq',
  'given',
  'family',
  'maiden',
  'aliases',
  'birth_date',
  'birth_is_month',
  'home_location_id',
  'created_at',
  'updated_at',
  'version',
] as const
const FIRST_BIRTH_DAY = dateToDay('1936-01-01')
const LAST_BIRTH_DAY = dateToDay('2006-12-31')
/** Officers and shareholders are mostly born in the 1950s to 1980s: a bell around mid-1967. */
const MEAN_BIRTH_DAY = dateToDay('1967-07-01')
const BIRTH_SPREAD_DAYS = 12 * 365

function drawBirthDay(random: Random): number {
  for (;;) {
    const u = Math.max(random.next(), 1e-12)
    const gaussian = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next())
    const day = Math.round(MEAN_BIRTH_DAY + gaussian * BIRTH_SPREAD_DAYS)
    if (day >= FIRST_BIRTH_DAY && day <= LAST_BIRTH_DAY) return day
  }
}

export function generatePersons(ctx: GenerateContext, geo: Geography): PersonSummary[] {
  const random = ctx.random('persons')
  const insert = batchedInserter<Record<string, unknown>>(ctx.db, 'persons', COLUMNS)
  const pickCity = createSampler(geo.cities, (city) => city.population)
  const summaries: PersonSummary[] = []
  const total = ctx.size.persons
  for (let seq = 1; seq <= total; seq++) {
    const female = random.chance(0.38)
    const given = random.pick(female ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES)
    const family = random.weighted(FAMILY_NAMES)
    const maiden = female && random.chance(0.25) ? random.weighted(FAMILY_NAMES) : null
    const aliases = random.chance(0.01) ? [random.pick(ALIAS_PATTERNS)] : []
    const city = pickCity(random)
    const home = random.pick(city.postal)
    let birthDay = drawBirthDay(random)
    const monthOnly = random.chance(0.12)
    if (monthOnly) birthDay = dateToDay(`${dayToDate(birthDay).slice(0, 7)}-01`)
    const id = entityId('person', `${ctx.seed}:${seq}`)
    const hasBirthDate = random.chance(0.93)
    insert.push(
      withVersion({
        id,
        seq,
        given,
        family,
        maiden: maiden === family ? null : maiden,
        aliases: JSON.stringify(aliases),
        birth_date: hasBirthDate ? dayToDate(birthDay) : null,
        birth_is_month: hasBirthDate && monthOnly ? 1 : 0,
        home_location_id: home.locationId,
        created_at: ctx.now,
        updated_at: ctx.now,
      }),
    )
    summaries.push({ id, stateCode: city.stateCode, birthDay })
    if (seq % 10_000 === 0) ctx.progress('persons', seq / total)
  }
  insert.finish()
  return summaries
}
