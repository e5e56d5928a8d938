/**
 * Generation step 2: everything the relations resolve from (hub/db/relation-schema.sql). Runs
 * after the core tables exist, in one transaction with prepared statements; indexes come last
 * because building them once is much faster than maintaining them during a million inserts.
 */
import { readFileSync } from 'node:fs'
import type { GenerateContext } from './context'
import { buildIndexes } from './index-builds'
import { generateFinancials } from './relation-financials'
import { generateLocationRisks } from './relation-location-risks'
import { generateRegister } from './relation-register'
import { generateNews } from './relation-news'
import { generateStatistics } from './relation-statistics'

const SCHEMA = readFileSync(new URL('../db/relation-schema.sql', import.meta.url), 'utf8')

const INDEXES = [
  'CREATE INDEX financial_years_org ON financial_years(organization_id, year)',
  'CREATE INDEX register_publications_org ON register_publications(organization_id, date)',
  'CREATE INDEX register_publications_holder ON register_publications(holder_id) WHERE holder_id IS NOT NULL',
  'CREATE INDEX news_items_org ON news_items(organization_id, published_at)',
  'CREATE INDEX insolvency_notices_org ON insolvency_notices(organization_id, date)',
  // Core-table indexes the resolvers depend on; IF NOT EXISTS because hub-core may create them too.
  'CREATE INDEX IF NOT EXISTS roles_org ON roles(organization_id)',
  'CREATE INDEX IF NOT EXISTS roles_holder ON roles(holder_id)',
  'CREATE INDEX IF NOT EXISTS organizations_lat_lon ON organizations(lat, lon)',
]

export interface RelationDataCounts {
  financialYears: number
  publications: number
  insolvencyNotices: number
  news: number
  regionalStatistics: number
  crimeStatistics: number
  locationRisks: number
}

export function generateRelationData(ctx: GenerateContext): RelationDataCounts {
  const run = ctx.db.transaction(() => {
    ctx.db.exec(SCHEMA)
    ctx.progress('relations: statistics', 0)
    const statistics = generateStatistics(ctx)
    const financialYears = generateFinancials(ctx)
    const register = generateRegister(ctx)
    ctx.progress('relations: news', 0)
    const news = generateNews(ctx)
    ctx.progress('relations: location risks', 0)
    const locationRisks = generateLocationRisks(ctx)
    ctx.progress('relations: indexes', 0)
    buildIndexes(ctx.db, INDEXES)
    return {
      financialYears,
      publications: register.publications,
      insolvencyNotices: register.notices,
      news,
      regionalStatistics: statistics.regional,
      crimeStatistics: statistics.crime,
      locationRisks,
    }
  })
  const counts = run()
  ctx.progress('relations', 1)
  return counts
}
