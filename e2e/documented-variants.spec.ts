/**
 * What the two projects' servers answer where the documented-variants mode differs most from the
 * normal hub: a plan-capped dataset and a financial report under a plan without the latest filing.
 * API-level checks through the production server (proxy included); the pages that show these
 * answers get their own UI tests with the SPA work that reads them.
 */
import type { APIRequestContext } from '@playwright/test'
import { PLAN_CAP_ROWS, PLAN_CAPPED_STREAM_KEYS } from '../hub/variants/plan-cap'
import { keyOf } from './api-shapes'
import { getJson, searchOrganizations } from './entity-data'
import { test, expect } from './fixtures'

const REPORT = '6322183029'
const KPI = '5601746763'
const capped = [...PLAN_CAPPED_STREAM_KEYS][0]!

interface Report {
  signup_hint?: string
  report_html?: string
  metadata?: { fiscal_year: number }
}

async function report(api: APIRequestContext, id: string, params: object = {}) {
  const response = await api.post(`/api/v2/relation/resolve/${REPORT}/${id}`, {
    data: { params },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { entity: { value: Report | null } }[])[0]?.entity.value
}

test('a plan-capped dataset keeps its full entry_count; the documented mode serves 10 rows of it', async ({
  api,
  hubVariants,
}) => {
  const base = await getJson<Record<string, unknown> & { meta: { entry_count: number } }>(
    api,
    `/api/v2/stream/base/${capped}`,
  )
  expect(keyOf(base)).toBe(capped)
  expect(base.meta.entry_count).toBeGreaterThan(100)
  const page = await getJson<unknown[]>(api, `/api/v2/stream/data/${capped}?format=json&limit=100`)
  const beyond = await getJson<unknown[]>(
    api,
    `/api/v2/stream/data/${capped}?format=json&skip=${PLAN_CAP_ROWS}&limit=100`,
  )
  if (hubVariants === 'documented') {
    expect(page).toHaveLength(PLAN_CAP_ROWS)
    expect(beyond).toEqual([])
  } else {
    expect(page).toHaveLength(100)
    expect(beyond).toHaveLength(100)
  }
})

test('the latest financial report comes with signup_hint and the previous filing in the documented mode', async ({
  api,
  hubVariants,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH', { bs_company_size_category: 'large' })
  let checked = 0
  for (const { entity } of results) {
    const latest = await report(api, entity.fb_entity_id)
    if (!latest) continue
    const kpiYears = (
      (
        (await (
          await api.post(`/api/v2/relation/resolve/${KPI}/${entity.fb_entity_id}`, { data: {} })
        ).json()) as { entity: { value: { year: number }[] } }[]
      )[0]?.entity.value ?? []
    ).map((row) => row.year)
    if (hubVariants !== 'documented') {
      expect(latest.signup_hint).toBeUndefined()
      expect(latest.report_html).toBeTruthy()
      checked++
    } else {
      expect(latest.signup_hint).toMatch(/sign up/i)
      if (latest.report_html) {
        // The filing shown is an earlier one than the newest year the company reported.
        expect(latest.metadata!.fiscal_year).toBeLessThan(Math.max(...kpiYears))
        const asked = await report(api, entity.fb_entity_id, {
          reference_year: String(latest.metadata!.fiscal_year),
        })
        expect(asked?.signup_hint).toBeUndefined()
        expect(asked?.metadata?.fiscal_year).toBe(latest.metadata!.fiscal_year)
      } else {
        expect(latest).toEqual({ signup_hint: latest.signup_hint })
      }
      checked++
    }
    if (checked >= 3) break
  }
  expect(checked).toBeGreaterThan(0)
})

test('the documented mode refuses the relation catalogue with 403 and a detail', async ({
  api,
  hubVariants,
}) => {
  const response = await api.get('/api/v2/relation/list/organization')
  if (hubVariants === 'documented') {
    expect(response.status()).toBe(403)
    expect(((await response.json()) as { detail: string }).detail).toBeTruthy()
  } else {
    expect(response.status()).toBe(200)
  }
})
