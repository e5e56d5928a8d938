/**
 * Roles: management positions (managing directors, boards, Prokuristen, liquidators, partners)
 * and shareholdings. Holding companies own subsidiaries, holdings own holdings (multi-level
 * chains), and now and then a subsidiary holds a stake back in its parent (a cycle), so UBO
 * resolution has real work to do.
 *
 * Every role lies within the company's life (from registration to cessation, offices until a
 * liquidation begins) and is held by someone adult on its first day (person-picker.ts). The
 * register lists officers of old companies from RECORDS_FROM on, as digitised registers do.
 * Shares carry nominal amounts that match the share capital (stake-amounts.ts).
 */
import type { GenerateContext } from './context'
import { NOW_DAY } from './organization-life'
import type { OrganizationSummary } from './organizations'
import { createPersonPicker } from './person-picker'
import type { PersonSummary } from './persons'
import { dateToDay, dayToDate } from './sampling'
import { batchedInserter } from './sql'
import { planOwnership } from './ownership'
import { placeStakes, type AddRole } from './role-stakes'

/** Officers of companies older than this are listed from some day after it. */
const RECORDS_FROM = dateToDay('1976-01-01')
/** Offices that count towards a person's current mandates. */
const SEATS = new Set(['MANAGING_DIRECTOR', 'BOARD_MEMBER', 'SUPERVISORY_BOARD_MEMBER'])
/** Offices that end when a liquidation begins (the liquidator takes over). */
const EXECUTIVE = new Set(['MANAGING_DIRECTOR', 'BOARD_MEMBER', 'PROKURIST'])

export function generateRoles(
  ctx: GenerateContext,
  organizations: OrganizationSummary[],
  persons: PersonSummary[],
): void {
  const random = ctx.random('roles')
  const insert = batchedInserter<Record<string, unknown>>(ctx.db, 'roles', [
    'organization_id',
    'holder_id',
    'holder_type',
    'label',
    'start_date',
    'end_date',
    'share_percentage',
    'share_nominal_eur',
  ])
  const pickPerson = createPersonPicker(random, persons)
  const ownership = planOwnership(random, organizations)

  organizations.forEach((org, index) => {
    const officers = new Set<string>()
    const liquidationDay = org.status === 'LIQUIDATION' ? org.statusDay : null
    /** The day after a role's last possible day: cessation, the liquidation for executives, or tomorrow. */
    const limitOf = (label: string) =>
      (EXECUTIVE.has(label) ? liquidationDay : null) ?? org.cessationDay ?? NOW_DAY + 1
    const add: AddRole = (holderId, holderType, label, startDay, endDay, share, nominal) => {
      insert.push({
        organization_id: org.id,
        holder_id: holderId,
        holder_type: holderType,
        label,
        start_date: dayToDate(startDay),
        end_date: endDay === null ? null : dayToDate(endDay),
        share_percentage: share ?? null,
        share_nominal_eur: nominal ?? null,
      })
    }
    /** Old companies list their officers from a day after RECORDS_FROM. */
    const listed = (day: number) =>
      day >= RECORDS_FROM ? day : RECORDS_FROM + random.int(0, 20 * 365)
    const later = (fraction: number) =>
      org.registrationDay +
      Math.floor(((org.cessationDay ?? NOW_DAY) - org.registrationDay) * fraction * random.next())
    /** Appoints an adult person to an office from startDay to endDay (null: until the limit). */
    const appoint = (label: string, startDay: number, endDay: number | null): boolean => {
      const limit = limitOf(label)
      const end = endDay ?? (limit > NOW_DAY ? null : limit)
      if (startDay >= (end ?? NOW_DAY)) return false
      const person = pickPerson(org.stateCode, startDay, {
        exclude: officers,
        currentOffice: end === null && SEATS.has(label),
      })
      if (!person) return false
      officers.add(person.id)
      add(person.id, 'PERSON', label, startDay, end)
      return true
    }
    /** A position held by several people over time: maybe a predecessor, then the current holder. */
    const position = (label: string, count: number, pastChance: number) => {
      const limit = Math.min(limitOf(label), NOW_DAY)
      for (let seat = 0; seat < count; seat++) {
        const first = listed(seat === 0 ? org.registrationDay : later(0.7))
        if (random.chance(pastChance)) {
          const handover = first + 30 + Math.floor((limit - first - 30) * 0.8 * random.next())
          if (handover - 1 > first && handover < limit - 1) {
            appoint(label, first, handover - 1)
            appoint(label, handover, null)
            continue
          }
        }
        appoint(label, first, null)
      }
    }

    switch (org.legalForm) {
      case 'AG':
      case 'SE':
        position('BOARD_MEMBER', random.int(2, 4), 0.5)
        position('SUPERVISORY_BOARD_MEMBER', random.pick([3, 3, 6]), 0.3)
        position('PROKURIST', random.int(1, 4), 0.2)
        break
      case 'eG':
        position('BOARD_MEMBER', random.int(2, 3), 0.3)
        position('SUPERVISORY_BOARD_MEMBER', 3, 0.2)
        break
      case 'e.V.':
        position('BOARD_MEMBER', random.int(2, 4), 0.4)
        break
      case 'e.K.':
        appoint('OWNER', listed(org.registrationDay), null)
        if (random.chance(0.15)) position('PROKURIST', 1, 0)
        break
      case 'KG':
      case 'GmbH & Co. KG':
      case 'OHG':
      case 'GbR':
      case 'PartG mbB':
        if (org.legalForm === 'GmbH & Co. KG') position('MANAGING_DIRECTOR', 1, 0.3)
        break
      default: {
        const directors =
          org.size === 'large'
            ? random.int(2, 4)
            : random.weighted([
                [1, 70],
                [2, 25],
                [3, 5],
              ])
        position('MANAGING_DIRECTOR', directors, 0.35)
        const prokuristen =
          org.size === 'large'
            ? random.int(1, 4)
            : org.size === 'medium'
              ? random.int(0, 2)
              : random.chance(0.15)
                ? 1
                : 0
        position('PROKURIST', prokuristen, 0.1)
      }
    }
    // The liquidator takes over the day the executives' offices end; a former officer may be it.
    if (liquidationDay !== null) {
      officers.clear()
      appoint('LIQUIDATOR', liquidationDay, null)
    }

    placeStakes({
      org,
      stakes: ownership.stakesOf(org, random),
      random,
      add,
      listed,
      later,
      pickPerson,
    })
    if (index % 10_000 === 0) ctx.progress('roles', index / organizations.length)
  })
  insert.finish()
}
