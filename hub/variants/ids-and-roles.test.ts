/**
 * Documented-variants mode over HTTP: short IDs served and resolved, management and the other
 * people slices as network-link records with every documented name form.
 */
import { valueOf, variantsClient, type VariantsClient } from '../testing/variants-client'

let hub: VariantsClient
beforeAll(async () => {
  hub = await variantsClient()
}, 60_000)

const one = <T>(sql: string) => hub.db.prepare(sql).get() as T

interface Ref {
  fb_entity_id: string
  entity_type?: string
  display_name?: unknown
  attributes?: { display_name: { en: string } }
}
interface Link {
  label: string
  entity_from: Ref
  entity_to: Ref
  meta: Record<string, unknown>
}
interface Role {
  fb_entity_id: string
  display_name: string
  label: string
  start_date: string
  end_date: string | null
  share_percentage?: number | null
}

const nameOf = (ref: Ref) =>
  typeof ref.display_name === 'string'
    ? ref.display_name
    : ((ref.display_name as { en?: string } | undefined)?.en ?? ref.attributes?.display_name.en)

const shortId = (id: string) => (id.startsWith('0') ? id.slice(1) : id)

describe('short entity IDs', () => {
  it('serves an organization ID starting with 0 as 31 characters and resolves it', async () => {
    const { id } = one<{ id: string }>(
      `SELECT id FROM organizations WHERE id LIKE '0%' AND id NOT LIKE '00%' LIMIT 1`,
    )
    const short = id.slice(1)
    expect(short).toHaveLength(31)
    const record = (await (await hub.get(`/entities/organization/get/${short}`)).json()) as {
      fb_entity_id: string
      fb_entity_version: string
    }
    expect(record.fb_entity_id).toBe(short)
    // The content hash is not an entity ID and keeps its length.
    expect(record.fb_entity_version).toMatch(/^[a-f0-9]{32}$/)
    expect((await hub.get(`/entities/organization/get/${id}`)).status).toBe(200)
    const envelope = (await (await hub.resolve('5906082026', short)).json()) as {
      entity_from: Ref
      entity: { fb_semantic_id: string }
    }[]
    expect(envelope[0]!.entity_from.fb_entity_id).toBe(short)
    expect(envelope[0]!.entity.fb_semantic_id).toBe(`feature|management|organization:${short}`)
  })

  it('serves a 31-character person ID in search results, in links and on the record', async () => {
    const { id, org } = one<{ id: string; org: string }>(
      `SELECT holder_id AS id, organization_id AS org FROM roles
       WHERE holder_type = 'PERSON' AND holder_id LIKE '0%' AND label = 'MANAGING_DIRECTOR' LIMIT 1`,
    )
    const short = id.slice(1)
    const links = await valueOf<Link[]>(await hub.resolve('5906082026', org))
    expect(links.map((link) => link.entity_from.fb_entity_id)).toContain(short)
    const person = (await (await hub.get(`/entities/person/get/${short}`)).json()) as {
      fb_entity_id: string
      fb_semantic_id: string
      name: { family: string }
    }
    expect(person.fb_entity_id).toBe(short)
    expect(person.fb_semantic_id).toBe(`person:${short}`)
    const search = (await (
      await hub.get(`/search/entities/person?q=${encodeURIComponent(person.name.family)}&limit=30`)
    ).json()) as { results: { entity: { fb_entity_id: string } }[] }
    const ids = search.results.map((result) => result.entity.fb_entity_id)
    expect(ids.every((found) => /^[a-f0-9]{31,32}$/.test(found) && !/^0/.test(found))).toBe(true)
  })

  it('leaves location IDs at 32 characters', async () => {
    const { id } = one<{ id: string }>(`SELECT id FROM locations WHERE id LIKE '0%' LIMIT 1`)
    const record = (await (await hub.get(`/entities/location/get/${id}`)).json()) as {
      fb_entity_id: string
    }
    expect(record.fb_entity_id).toBe(id)
  })
})

describe('people slices as network-link records', () => {
  it('answers management as a plain array of links, person → organization, in every name form', async () => {
    const { org } = one<{ org: string }>(
      `SELECT organization_id AS org FROM roles WHERE label = 'MANAGING_DIRECTOR'
       GROUP BY organization_id HAVING count(*) >= 3 LIMIT 1`,
    )
    const normal = await valueOf<{ current: Role[]; past: Role[] }>(
      await hub.resolve('5906082026', org, {}, 'normal'),
    )
    const links = await valueOf<Link[]>(await hub.resolve('5906082026', shortId(org)))
    const roles = [...normal.current, ...normal.past]
    expect(Array.isArray(links)).toBe(true)
    expect(roles.length).toBeGreaterThanOrEqual(3)
    expect(links).toHaveLength(roles.length)
    links.forEach((link, index) => {
      const role = roles[index]!
      expect(link.label).toBe(role.label)
      expect(link.entity_from.fb_entity_id).toBe(shortId(role.fb_entity_id))
      expect(nameOf(link.entity_from)).toBe(role.display_name)
      expect(link.entity_to.fb_entity_id).toBe(shortId(org))
      expect(link.entity_to.entity_type).toBe('ORGANIZATION')
      expect(link.meta).toEqual({ start_date: role.start_date, end_date: role.end_date })
    })
    const forms = links.map((link) =>
      link.entity_from.attributes
        ? 'attributes'
        : typeof link.entity_from.display_name === 'string'
          ? 'string'
          : 'localized',
    )
    expect(new Set(forms)).toEqual(new Set(['attributes', 'localized', 'string']))
    expect(links[0]!.entity_from).not.toHaveProperty('display_name')
    expect(links[1]!.entity_from.display_name).toEqual({
      de: roles[1]!.display_name,
      en: roles[1]!.display_name,
    })
  })

  it('answers shareholders and shareholdings as links with the shares in meta', async () => {
    const { holder, org } = one<{ holder: string; org: string }>(
      `SELECT holder_id AS holder, organization_id AS org FROM roles
       WHERE label = 'SHAREHOLDER' AND holder_type = 'ORGANIZATION' LIMIT 1`,
    )
    const shareholders = await valueOf<Link[]>(await hub.resolve('7326258463', org))
    const link = shareholders.find((item) => item.entity_from.fb_entity_id === shortId(holder))!
    expect(link.entity_to.fb_entity_id).toBe(shortId(org))
    expect(link.meta).toHaveProperty('share_percentage')
    expect(link.meta).toHaveProperty('start_date')
    const holdings = await valueOf<Link[]>(await hub.resolve('9136475649', holder))
    const held = holdings.find((item) => item.entity_to.fb_entity_id === shortId(org))!
    expect(held.entity_from.fb_entity_id).toBe(shortId(holder))
    expect(held.meta).toHaveProperty('share_nominal_eur')
  })

  it('answers beneficial owners link-shaped and unresolved ones with localized names', async () => {
    const { org } = one<{ org: string }>(
      `SELECT organization_id AS org FROM roles WHERE label = 'SHAREHOLDER' AND holder_type = 'PERSON' LIMIT 1`,
    )
    const normal = await valueOf<{
      beneficial_owners: { fb_entity_id: string; chain: string[] }[]
    }>(await hub.resolve('9136468925', org, {}, 'normal'))
    const ubo = await valueOf<{
      beneficial_owners: {
        entity_from: Ref
        entity_to: Ref
        effective_share: number
        chain: string[]
      }[]
    }>(await hub.resolve('9136468925', org))
    expect(ubo.beneficial_owners).toHaveLength(normal.beneficial_owners.length)
    const [owner] = ubo.beneficial_owners
    expect(owner!.entity_from.fb_entity_id).toBe(shortId(org))
    expect(owner!.entity_to.fb_entity_id).toBe(shortId(normal.beneficial_owners[0]!.fb_entity_id))
    expect(owner!.chain).toEqual(normal.beneficial_owners[0]!.chain.map(shortId))
    expect(owner!.effective_share).toBeGreaterThan(0)
  })

  it("answers a person's career as links person → organization with dates in meta", async () => {
    const { id } = one<{ id: string }>(
      `SELECT holder_id AS id FROM roles WHERE holder_type = 'PERSON' AND end_date IS NOT NULL LIMIT 1`,
    )
    const items = await valueOf<(Link & { date: string; category: string })[]>(
      await hub.resolve('5990434853', id),
    )
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect(item.entity_from.fb_entity_id).toBe(shortId(id))
      expect(item.entity_from.attributes?.display_name.en).toBeTruthy()
      expect(item.entity_to.entity_type).toBe('ORGANIZATION')
      expect(item.entity_to.attributes?.display_name.en).toBeTruthy()
      expect(item).not.toHaveProperty('organization')
    }
    const exit = items.find((item) => item.category === 'MEMBER_EXIT')!
    expect(exit.meta.end_date).toBe(exit.date)
    expect(exit.meta.start_date).not.toBeNull()
    const entry = items.find(
      (item) =>
        item.category === 'MEMBER_ENTRY' &&
        item.entity_to.fb_entity_id === exit.entity_to.fb_entity_id &&
        item.label === exit.label,
    )!
    expect(entry.meta).toEqual({ start_date: entry.date, end_date: exit.date })
  })

  it('answers nearby organizations and the network in their documented shapes', async () => {
    const { id } = one<{ id: string }>(`SELECT organization_id AS id FROM roles LIMIT 1`)
    const nearby = await valueOf<
      { entity_to: Ref; meta: { distance_meters: number }; coordinate: unknown }[]
    >(await hub.resolve('8246474913', id, { params: { radius_km: 25 } }))
    expect(nearby.length).toBeGreaterThan(0)
    expect(nearby[0]!.entity_to.display_name).toEqual({
      de: expect.any(String),
      en: expect.any(String),
    })
    expect(nearby[0]!.meta.distance_meters).toBeGreaterThanOrEqual(0)
    expect(nearby[0]!.coordinate).toHaveProperty('latitude')
    const network = await valueOf<{ root: Ref; links: Link[] }>(await hub.resolve('3138484719', id))
    expect(network.root).not.toHaveProperty('display_name')
    expect(network.root.attributes?.display_name.en).toBeTruthy()
    for (const link of network.links) {
      expect(link.entity_from).not.toHaveProperty('display_name')
      expect(link.entity_to.attributes?.display_name.en).toBeTruthy()
    }
  })

  it('answers the same request the same way every time', async () => {
    const { org } = one<{ org: string }>(`SELECT organization_id AS org FROM roles LIMIT 1`)
    const first = await (await hub.resolve('5906082026', org)).text()
    expect(await (await hub.resolve('5906082026', org)).text()).toBe(first)
  })
})
