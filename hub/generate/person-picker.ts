/**
 * Picks the person for a role: someone at least 18 and at most 75 on the day the role starts, not
 * already holding an office in the company, and (for a current directorship or board seat) holding
 * fewer than MAX_CURRENT_OFFICES of them. The pick is skewed, so early persons of each state
 * collect several mandates, as real serial directors do; the cap keeps them believable.
 */
import { groupBy } from './group-by'
import type { PersonSummary } from './persons'
import type { Random } from './random'

/** 18 years in days, rounded up over leap days: a start this many days after birth is adult. */
const ADULT_DAYS = 18 * 365 + 5
/** 75 years in days, rounded down over leap days. */
const OLDEST_DAYS = 75 * 365 + 18
/** Below the audit's limit of ten (hub/audit/people.ts): directors of a group's GmbHs have a few. */
export const MAX_CURRENT_OFFICES = 8
const SKEWED_ATTEMPTS = 24

export interface PickOptions {
  /** Persons who may not take this role (already an officer or shareholder of the company). */
  exclude: ReadonlySet<string>
  /** A directorship or board seat that is still held today: counts towards the cap. */
  currentOffice: boolean
}

export function createPersonPicker(random: Random, persons: PersonSummary[]) {
  const byState = groupBy(persons, (person) => person.stateCode)
  const currentOffices = new Map<string, number>()
  const eligible = (person: PersonSummary, startDay: number, options: PickOptions) =>
    startDay >= person.birthDay + ADULT_DAYS &&
    startDay <= person.birthDay + OLDEST_DAYS &&
    !options.exclude.has(person.id) &&
    (!options.currentOffice || (currentOffices.get(person.id) ?? 0) < MAX_CURRENT_OFFICES)
  const take = (person: PersonSummary, options: PickOptions) => {
    if (options.currentOffice)
      currentOffices.set(person.id, (currentOffices.get(person.id) ?? 0) + 1)
    return person
  }

  return (stateCode: string, startDay: number, options: PickOptions): PersonSummary | undefined => {
    for (let attempt = 0; attempt < SKEWED_ATTEMPTS; attempt++) {
      const pool = random.chance(0.85) ? (byState.get(stateCode) ?? persons) : persons
      const person = pool[Math.floor(pool.length * random.next() ** 1.3)]!
      if (eligible(person, startDay, options)) return take(person, options)
    }
    // Rare (an early start, or a state's pool exhausted by the cap): walk from a random person.
    const offset = random.int(0, persons.length - 1)
    for (let index = 0; index < persons.length; index++) {
      const person = persons[(offset + index) % persons.length]!
      if (eligible(person, startDay, options)) return take(person, options)
    }
    return undefined
  }
}

export type PersonPicker = ReturnType<typeof createPersonPicker>
