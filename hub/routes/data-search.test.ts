import { dataSearchResponseSchema } from '../testing/contract/streams'
import { hubClient } from '../testing/stream-test-client'

const hub = hubClient()

async function search(params: string) {
  const response = await hub.get(`/search/data?${params}`)
  expect(response.status, params).toBe(200)
  return dataSearchResponseSchema.parse(await response.json()).results
}

const streams = (results: Awaited<ReturnType<typeof search>>) =>
  results.filter((item) => item.entity_type === 'STREAM')

describe('GET /search/data', () => {
  it('lists every dataset and service for an empty query', async () => {
    const results = await search('')
    expect(streams(results).length).toBeGreaterThanOrEqual(8)
    expect(
      results.filter((item) => item.entity_type === 'SERVICE').map((item) => item.entity.key),
    ).toContain('4658603456')
    for (const item of results) {
      expect(item.linked_context_id).toBe(item.entity.key)
      expect(item.linked_data_value).toBe(item.entity.name.en)
      expect(item.distance).toBeCloseTo(1 - item.score, 6)
    }
  })

  it('finds the statistical datasets by topic words, diacritic-insensitively', async () => {
    for (const q of ['bevölkerung', 'Bevolkerung', 'statistik', 'population', 'Einwohner']) {
      const found = streams(await search(`q=${encodeURIComponent(q)}`))
      expect(found.length, q).toBeGreaterThan(0)
      expect(['4412095001', '4412095002', '9210215999'], q).toContain(found[0]!.entity.key)
      const scores = found.map((item) => item.score)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
    }
    const insolvency = streams(await search('q=insolvenz'))
    expect(insolvency[0]?.entity.key).toBe('4655345999')
    expect(streams(await search('q=xyzzyplugh'))).toEqual([])
  })

  it('filters by coverage (a JSON array) and rejects a bare code', async () => {
    const austria = await search(`iso_alpha_3_coverage=${encodeURIComponent('["AUT"]')}`)
    expect(austria.map((item) => item.entity.key)).toEqual(['4412095005'])
    const germany = await search(`iso_alpha_3_coverage=${encodeURIComponent('["DEU","FRA"]')}`)
    expect(germany.length).toBe((await search('')).length)
    for (const bad of ['DEU', '"DEU"', '[1]', '["DEUT"]', '{"a":1}']) {
      const response = await hub.get(`/search/data?iso_alpha_3_coverage=${encodeURIComponent(bad)}`)
      expect(response.status, bad).toBe(422)
      expect((await response.json()).detail[0].loc.slice(0, 2)).toEqual([
        'query',
        'iso_alpha_3_coverage',
      ])
    }
  })

  it('pages per category and honours include_streams / include_services', async () => {
    const all = await search('')
    const firstTwo = await search('limit=2')
    expect(streams(firstTwo)).toEqual(streams(all).slice(0, 2))
    expect(firstTwo.filter((item) => item.entity_type === 'SERVICE')).toHaveLength(2)
    expect(streams(await search('limit=2&skip=2'))).toEqual(streams(all).slice(2, 4))
    expect(await search('limit=500')).toEqual(all)
    const onlyServices = await search('include_streams=false')
    expect(onlyServices.every((item) => item.entity_type === 'SERVICE')).toBe(true)
    expect(
      (await search('include_services=false')).every((item) => item.entity_type === 'STREAM'),
    ).toBe(true)
    for (const bad of ['limit=-1', 'skip=x', 'include_streams=perhaps']) {
      expect((await hub.get(`/search/data?${bad}`)).status, bad).toBe(422)
    }
  })
})
