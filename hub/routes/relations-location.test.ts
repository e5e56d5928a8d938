/** Person and location relations of docs/datahub-api.md §7 on the small hub. */
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../testing/contract/relations'
import { CURRENT_RELATIONS } from '../relations/catalogue'
import { REGIONAL_METRICS } from '../relations/resolvers/statistics'
import { relationKit, type Kit } from '../testing/relation-test-kit'

let kit: Kit
let locality: string
let county: { id: string; ags: string }
let state: string

beforeAll(async () => {
  kit = await relationKit()
  locality = kit.one<{ id: string }>(
    `SELECT address_location_id AS id FROM organizations ORDER BY id LIMIT 1`,
  ).id
  county = kit.one<{ id: string; ags: string }>(
    `SELECT location_id AS id, ags FROM districts ORDER BY population DESC LIMIT 1`,
  )
  state = kit.one<{ id: string }>(`SELECT location_id AS id FROM states ORDER BY code LIMIT 1`).id
})

describe('person relations', () => {
  it('PUBLICATIONS are the career history of the person, one entry per appointment and departure', async () => {
    const person = kit.one<{
      id: string
    }>(`SELECT holder_id AS id FROM roles WHERE holder_type = 'PERSON' AND label = 'MANAGING_DIRECTOR'
      AND end_date IS NOT NULL ORDER BY holder_id LIMIT 1`).id
    const history = await kit.value('5990434853', person, contract.personPublicationsSchema)
    const roles = kit.db
      .prepare(
        `SELECT organization_id, label, start_date, end_date FROM roles WHERE holder_id = ?
      AND label IN ('MANAGING_DIRECTOR','BOARD_MEMBER','SUPERVISORY_BOARD_MEMBER','PROKURIST','LIQUIDATOR','FULLY_LIABLE_PARTNER','OWNER')`,
      )
      .all(person) as {
      organization_id: string
      label: string
      start_date: string
      end_date: string | null
    }[]
    const expected = roles.flatMap((role) => [
      `MEMBER_ENTRY|${role.organization_id}|${role.label}|${role.start_date}`,
      ...(role.end_date
        ? [`MEMBER_EXIT|${role.organization_id}|${role.label}|${role.end_date}`]
        : []),
    ])
    expect(
      history
        .map(
          (entry) =>
            `${entry.category}|${entry.organization.fb_entity_id}|${entry.label}|${entry.date}`,
        )
        .sort(),
    ).toEqual(expected.sort())
  })

  it('ENTITY_NETWORK starts at the person', async () => {
    const person = kit.one<{ id: string }>(
      `SELECT holder_id AS id FROM roles WHERE holder_type = 'PERSON' GROUP BY holder_id HAVING count(*) >= 2 ORDER BY holder_id LIMIT 1`,
    ).id
    const network = await kit.value('2545866067', person, contract.networkSchema, { depth: 1 })
    expect(network.root).toMatchObject({ fb_entity_id: person, entity_type: 'PERSON' })
    expect(network.links.length).toBeGreaterThanOrEqual(2)
    expect(
      network.links.every((link) => link.entity_from.fb_entity_id === person && link.depth === 1),
    ).toBe(true)
  })
})

describe('building-level relations', () => {
  it('FLOOD_RISKS__AT_POINT has nested zones and is stable for an address', async () => {
    const ids = kit.db
      .prepare(`SELECT id FROM locations WHERE subtype = 'LOCALITY' ORDER BY id LIMIT 60`)
      .pluck()
      .all() as string[]
    let inSomeZone = 0
    for (const id of ids) {
      const value = await kit.value('9209128402', id, contract.floodSchema)
      const [frequent, hundred, extreme] = ['HQ_haeufig', 'HQ100', 'HQ_extrem'].map((zone) =>
        value.flood_risks.find((risk) => risk.zone === zone)!,
      )
      if (frequent!.in_zone) expect(hundred!.in_zone).toBe(true)
      if (hundred!.in_zone) expect(extreme!.in_zone).toBe(true)
      for (const risk of value.flood_risks) expect(risk.in_zone).toBe(risk.distance_meters === 0)
      if (!extreme!.in_zone)
        expect(hundred!.distance_meters).toBeGreaterThan(extreme!.distance_meters)
      if (extreme!.in_zone) inSomeZone++
    }
    expect(inSomeZone).toBeGreaterThan(0)
    expect(inSomeZone).toBeLessThan(ids.length)
    expect(await kit.value('9209128402', ids[0]!, contract.floodSchema)).toEqual(
      await kit.value('9209128402', ids[0]!, contract.floodSchema),
    )
  })

  it('FIRE_RISKS lists stations nearest first', async () => {
    const stations = await kit.value('9209240732', locality, contract.fireSchema)
    expect(stations.length).toBeGreaterThan(0)
    expect(stations.map((station) => station.distance_meters)).toEqual(
      [...stations.map((station) => station.distance_meters)].sort((a, b) => a - b),
    )
  })

  it('flood and fire resolve to [] above building level', async () => {
    for (const key of ['9209128402', '9209240732']) {
      const response = await kit.resolve(key, county.id)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual([])
    }
  })

  it('NEARBY_ORGANIZATIONS works from a location', async () => {
    const near = await kit.value('8246474913', locality, contract.nearbySchema)
    expect(near.length).toBeGreaterThan(0)
    expect(near.every((item) => item.distance_meters <= 2000)).toBe(true)
  })
})

describe('statistical relations', () => {
  it('GERMAN_CRIME_STATISTICS: categories add up to the total and compare with the national rate', async () => {
    const rows = await kit.value('9209216968', county.id, contract.crimeSchema)
    const years = [...new Set(rows.map((row) => row.year))]
    expect(years.length).toBeGreaterThanOrEqual(3)
    for (const year of years) {
      const ofYear = rows.filter((row) => row.year === year)
      const total = ofYear.find((row) => row.category === 'Straftaten insgesamt')!
      expect(ofYear.filter((row) => row !== total).reduce((sum, row) => sum + row.cases, 0)).toBe(
        total.cases,
      )
      for (const row of ofYear)
        expect(row.deviation_from_average).toBeCloseTo(
          (row.cases_per_100k / row.national_average - 1) * 100,
          0,
        )
    }
    const only = await kit.value('9209216968', county.id, contract.crimeSchema, {
      params: { reference_year: '2021' },
    })
    expect(new Set(only.map((row) => row.year))).toEqual(new Set([2021]))
  })

  it('the six regional relations have units for every observed metric', async () => {
    const population = kit.one<{ population: number }>(
      'SELECT population FROM districts WHERE ags = ?',
      county.ags,
    ).population
    for (const [label, metrics] of Object.entries(REGIONAL_METRICS)) {
      const key = CURRENT_RELATIONS.find((relation) => relation.label === label)!.key
      const value = await kit.value(key, locality, contract.regionalSchema)
      expect(value.granularity).toBe('Kreis')
      expect(value.method).toBe('modelled')
      expect(value.units).toEqual(metrics)
      expect(value.observations.length).toBeGreaterThanOrEqual(5)
      for (const observation of value.observations)
        expect(Object.keys(observation).sort()).toEqual(
          ['reference_year', ...Object.keys(metrics)].sort(),
        )
    }
    const development = await kit.value('9210215409', county.id, contract.regionalSchema)
    expect(development.observations.at(-1)!.population).toBe(population)
    for (let index = 1; index < development.observations.length; index++) {
      const [previous, current] = [
        development.observations[index - 1]!,
        development.observations[index]!,
      ]
      expect(current.population! - previous.population!).toBe(
        current.births! - current.deaths! + current.net_migration!,
      )
    }
    const ages = await kit.value('9210215359', county.id, contract.regionalSchema, {
      reference_year: 2020,
    })
    expect(ages.observations).toHaveLength(1)
    const shares = [
      'share_under_18',
      'share_18_to_29',
      'share_30_to_49',
      'share_50_to_64',
      'share_65_plus',
    ]
    expect(shares.reduce((sum, share) => sum + ages.observations[0]![share]!, 0)).toBeCloseTo(
      100,
      5,
    )
  })

  it('statistical relations resolve to [] where no district applies', async () => {
    for (const key of ['9209216968', '9210180619'])
      expect(await (await kit.resolve(key, state)).json()).toEqual([])
  })
})
