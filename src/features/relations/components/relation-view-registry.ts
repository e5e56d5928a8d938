import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RelationEntityType } from '../api/relation-catalogue'
import type { RelationViewProps } from './relation-view-props'

type View = LazyExoticComponent<ComponentType<RelationViewProps>>

/*
 * Every view is its own chunk, loaded when its tab opens: the charts, the graph layout, the map
 * and DOMPurify stay out of the entity page's first load.
 */
const generic = lazy(() => import('../views/generic-view'))
const management = lazy(() => import('../views/management-view'))
const ownership = lazy(() => import('../views/ownership-view'))
const ubo = lazy(() => import('../views/ubo-view'))
const kpi = lazy(() => import('../views/kpi-view'))
const accounts = lazy(() => import('../views/account-tree-view'))
const report = lazy(() => import('../views/financial-report-view'))
const history = lazy(() => import('../views/register-history-view'))
const career = lazy(() => import('../views/career-view'))
const documents = lazy(() => import('../views/register-documents-view'))
const insolvency = lazy(() => import('../views/insolvency-view'))
const news = lazy(() => import('../views/news-view'))
const network = lazy(() => import('../views/network-view'))
const nearby = lazy(() => import('../views/nearby-view'))
const flood = lazy(() => import('../views/flood-risk-view'))
const fire = lazy(() => import('../views/fire-risk-view'))
const crime = lazy(() => import('../views/crime-view'))
const regional = lazy(() => import('../views/regional-statistics-view'))

const BY_LABEL: Record<string, View> = {
  MANAGEMENT: management,
  SHAREHOLDERS: ownership,
  SHAREHOLDINGS: ownership,
  UBO: ubo,
  FINANCIALS_KPI: kpi,
  BALANCE_SHEET: accounts,
  PROFIT_AND_LOSS: accounts,
  FINANCIAL_REPORTS: report,
  REGISTER_DOCUMENTS: documents,
  INSOLVENCY: insolvency,
  NEWS: news,
  ENTITY_NETWORK: network,
  NEARBY_ORGANIZATIONS: nearby,
  FLOOD_RISKS__AT_POINT: flood,
  FIRE_RISKS: fire,
  GERMAN_CRIME_STATISTICS: crime,
}

export function relationView(label: string, entityType: RelationEntityType): View {
  // PUBLICATIONS is the register history of a company but the career of a person.
  if (label === 'PUBLICATIONS') return entityType === 'PERSON' ? career : history
  if (label.startsWith('GERMAN_STAT__')) return regional
  return BY_LABEL[label] ?? generic
}
