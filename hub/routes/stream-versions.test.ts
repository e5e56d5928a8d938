/**
 * Data versions of a dataset over HTTP (docs/datahub-api.md §6.2, §9 (9)): `version_boundary`
 * against the change set the generator recorded for the insolvency notices' latest refresh
 * (hub/generate/stream-changes.ts), bad boundaries, and the one-place-only variant.
 */
import { CHANGE_SET_STREAM_KEY } from '../generate/stream-changes'
import { variantsClient, type VariantsClient } from '../testing/variants-client'
import { boundaryPlace } from '../variants/data-versions'

type Row = Record<string, unknown>
type Mode = 'documented' | 'normal'

const NOTICES = CHANGE_SET_STREAM_KEY
const STATES = '4412095002' // read at the top level in the documented mode
const qp = (value: unknown) => encodeURIComponent(JSON.stringify(value))
/** The readable text of a 422's FastAPI-style `detail` list. */
const valueOfDetail = (body: unknown) =>
  ((body as { detail: { msg: string }[] }).detail ?? []).map((issue) => issue.msg).join('; ')

let hub: VariantsClient
let versions: string[]
let changes: { change: string; fb_id: string | null; previous: string | null }[]
beforeAll(async () => {
  hub = await variantsClient()
  versions = (
    hub.db
      .prepare('SELECT version FROM stream_versions WHERE stream_key = ? ORDER BY ordinal')
      .all(NOTICES) as { version: string }[]
  ).map((row) => row.version)
  changes = hub.db
    .prepare('SELECT change, fb_id, previous FROM stream_changes WHERE stream_key = ?')
    .all(NOTICES) as typeof changes
}, 60_000)

async function rows(stream: string, params: string, mode: Mode = 'normal'): Promise<Row[]> {
  const response = await hub.get(`/stream/data/${stream}?format=json&limit=10000${params}`, mode)
  expect(response.status).toBe(200)
  return (await response.json()) as Row[]
}
const ids = (list: Row[]) => list.map((row) => row.fb_id as string).sort()
const changedIds = () =>
  changes
    .filter((entry) => entry.change !== 'removed')
    .map((entry) => entry.fb_id!)
    .sort()

describe('the generated change set', () => {
  it('holds a refresh with rows updated, added and removed', () => {
    expect(versions.length).toBeGreaterThanOrEqual(2)
    const count = (kind: string) => changes.filter((entry) => entry.change === kind).length
    expect(count('updated')).toBeGreaterThan(0)
    expect(count('added')).toBeGreaterThan(0)
    expect(count('removed')).toBeGreaterThan(0)
  })

  it('serves the rows as of the latest version: updated rows carry their new text, removed rows are gone', async () => {
    const all = await rows(NOTICES, '')
    const byId = new Map(all.map((row) => [row.fb_id as string, row]))
    for (const entry of changes.filter((change) => change.change === 'updated')) {
      const previous = JSON.parse(entry.previous!) as { text: string }
      expect(byId.get(entry.fb_id!)?.text).not.toBe(previous.text)
    }
    const served = new Set(all.map((row) => `${row.court}|${row.text}`))
    for (const entry of changes.filter((change) => change.change === 'removed')) {
      const removed = JSON.parse(entry.previous!) as Row
      expect(removed.case_number).toEqual(expect.any(String))
      expect(served.has(`${removed.court}|${removed.text}`)).toBe(false)
    }
  })
})

describe('version_boundary', () => {
  it('"<v>" answers exactly the rows added or updated after v, with their version', async () => {
    const previous = versions.at(-2)!
    const latest = versions.at(-1)!
    const changed = await rows(NOTICES, `&version_boundary=${previous}`)
    expect(ids(changed)).toEqual(changedIds())
    expect(changed.every((row) => row.fb_data_version === latest)).toBe(true)
    expect(await rows(NOTICES, `&version_boundary=${latest}`)).toEqual([])
    // Filters and sorting apply within the boundary.
    const sorted = await rows(
      NOTICES,
      `&version_boundary=${previous}&query_parameters=${qp({ sort_keys: ['date'], sort_order: ['desc'], filters: [{ property: 'category', operator: 'EQUALS', value: 'DATES' }] })}`,
    )
    expect(sorted.length).toBeGreaterThan(0)
    expect(sorted.every((row) => row.category === 'DATES')).toBe(true)
    const dates = sorted.map((row) => row.date as string)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('"<v1>,<v2>" answers the rows of both versions and those between, in either order', async () => {
    const all = await rows(NOTICES, '')
    const [first, second] = versions as [string, string]
    const expected = ids(
      all.filter((row) => [first, second].includes(row.fb_data_version as string)),
    )
    expect(ids(await rows(NOTICES, `&version_boundary=${first},${second}`))).toEqual(expected)
    expect(ids(await rows(NOTICES, `&version_boundary=${second},${first}`))).toEqual(expected)
    const only = ids(all.filter((row) => row.fb_data_version === second))
    expect(ids(await rows(NOTICES, `&version_boundary=${second},${second}`))).toEqual(only)
    expect(ids(await rows(NOTICES, `&version_boundary=${first},${versions.at(-1)}`))).toEqual(
      ids(all),
    )
  })

  it('reads it inside query_parameters too, and accepts both places when they agree', async () => {
    const previous = versions.at(-2)!
    const inside = await rows(NOTICES, `&query_parameters=${qp({ version_boundary: previous })}`)
    expect(ids(inside)).toEqual(changedIds())
    const both = await rows(
      NOTICES,
      `&version_boundary=${previous}&query_parameters=${qp({ version_boundary: previous })}`,
    )
    expect(ids(both)).toEqual(changedIds())
  })

  it.each([
    ['empty', '&version_boundary=', /one data version/],
    ['a lone comma', '&version_boundary=,', /one data version/],
    ['three versions', '&version_boundary=a,b,c', /one data version/],
    ['an overlong value', `&version_boundary=${'a'.repeat(300)}`, /one data version/],
    [
      'an unknown version',
      '&version_boundary=00000000-0000-4000-8000-000000000000',
      /unknown data version "00000000-0000-4000-8000-000000000000"/,
    ],
    ['one unknown of two', `&version_boundary=VERSION,nope`, /unknown data version/],
    [
      'a non-string inside query_parameters',
      `&query_parameters=${qp({ version_boundary: 3 })}`,
      /must be a string/,
    ],
    [
      'two different values',
      `&version_boundary=VERSION&query_parameters=${qp({ version_boundary: 'other' })}`,
      /given twice/,
    ],
  ])('answers %s with a 422 and a readable detail', async (_name, params, message) => {
    const response = await hub.get(
      `/stream/data/${NOTICES}?format=json${params.replace('VERSION', versions[0]!)}`,
      'normal',
    )
    expect(response.status).toBe(422)
    expect(valueOfDetail(await response.json())).toMatch(message)
  })
})

describe('documented variants: version_boundary read in one place per stream (§9 (9))', () => {
  it('names each place for one of the streams used here', () => {
    expect(boundaryPlace(NOTICES)).toBe('query_parameters')
    expect(boundaryPlace(STATES)).toBe('top-level')
  })

  it('ignores the place a stream does not read and honours the other, or both sent at once', async () => {
    for (const stream of [NOTICES, STATES]) {
      const all = await rows(stream, '', 'documented')
      const since = (
        hub.db
          .prepare('SELECT version FROM stream_versions WHERE stream_key = ? AND ordinal = 1')
          .get(stream) as { version: string }
      ).version
      const expected = ids(await rows(stream, `&version_boundary=${since}`))
      expect(expected.length).toBeLessThan(all.length)
      const top = ids(await rows(stream, `&version_boundary=${since}`, 'documented'))
      const inside = ids(
        await rows(stream, `&query_parameters=${qp({ version_boundary: since })}`, 'documented'),
      )
      const both = ids(
        await rows(
          stream,
          `&version_boundary=${since}&query_parameters=${qp({ version_boundary: since })}`,
          'documented',
        ),
      )
      const [read, ignored] = boundaryPlace(stream) === 'top-level' ? [top, inside] : [inside, top]
      expect(read).toEqual(expected)
      expect(ignored).toEqual(ids(all))
      expect(both).toEqual(expected)
    }
  })

  it('still answers a bad boundary in the place it reads with a readable 422', async () => {
    const response = await hub.get(
      `/stream/data/${NOTICES}?format=json&query_parameters=${qp({ version_boundary: 'nope' })}`,
    )
    expect(response.status).toBe(422)
    expect(valueOfDetail(await response.json())).toMatch(/unknown data version "nope"/)
  })
})

describe('documented variants: data_updated_at without an offset (§9 (4))', () => {
  it('serves the same instant as a naive timestamp', async () => {
    const read = async (mode: Mode) =>
      (
        (await (await hub.get(`/stream/base/${NOTICES}`, mode)).json()) as {
          data_updated_at: string
        }
      ).data_updated_at
    const normal = await read('normal')
    const naive = await read('documented')
    expect(normal).toMatch(/\+00:00$/)
    expect(naive).toBe(normal.replace(/\+00:00$/, ''))
  })
})
