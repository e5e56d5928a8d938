/** INSOLVENCY, PUBLICATIONS (organization and person), REGISTER_DOCUMENTS and NEWS. */
import type { Database } from 'better-sqlite3'
import { statement } from '../entities'
import { germanDate } from '../../domain/german-format'
import { OWNERSHIP_LABELS, sqlList } from '../../domain/role-labels'
import { financialYears } from './financials'

export const insolvencyNotices = (db: Database, organizationId: string) =>
  statement(
    db,
    'SELECT date, court, case_number, category, text FROM insolvency_notices WHERE organization_id = ? ORDER BY date, id',
  ).all(organizationId)

export const organizationPublications = (db: Database, organizationId: string) =>
  statement(
    db,
    'SELECT date, category, title, text, source FROM register_publications WHERE organization_id = ? ORDER BY date DESC, id DESC',
  ).all(organizationId)

export function personPublications(db: Database, personId: string) {
  const rows = statement(
    db,
    `SELECT p.date, p.category, p.role_label AS label, p.organization_id, o.name AS organization_name, p.text
    FROM register_publications p JOIN organizations o ON o.id = p.organization_id
    WHERE p.holder_id = ? ORDER BY p.date DESC, p.id DESC`,
  ).all(personId) as {
    date: string
    category: string
    label: string
    organization_id: string
    organization_name: string
    text: string
  }[]
  return rows.map((row) => ({
    date: row.date,
    category: row.category,
    label: row.label,
    organization: {
      fb_entity_id: row.organization_id,
      entity_type: 'ORGANIZATION',
      display_name: row.organization_name,
    },
    text: row.text,
  }))
}

export const news = (db: Database, organizationId: string) =>
  statement(
    db,
    'SELECT id, headline, published_at, source, url FROM news_items WHERE organization_id = ? ORDER BY published_at DESC',
  ).all(organizationId)

interface RegisterDocument {
  document_type: string
  date: string
  title: string
}

/**
 * Documents in the register folder, derived from the filings they belong to: the articles at
 * registration and at every amendment, a shareholder list whenever shareholders changed, and the
 * annual (and group) accounts of every published year.
 */
export function registerDocuments(
  db: Database,
  organizationId: string,
  legalForm: string,
): RegisterDocument[] {
  const documents: RegisterDocument[] = []
  const articles = legalForm === 'AG' || legalForm === 'SE' ? 'Satzung' : 'Gesellschaftsvertrag'
  const events = statement(
    db,
    `SELECT date, category FROM register_publications
    WHERE organization_id = ? AND category IN ('NEW_REGISTRATION', 'ARTICLES_CHANGE', 'CAPITAL_CHANGE', 'NAME_CHANGE', 'SEAT_CHANGE')`,
  ).all(organizationId) as { date: string; category: string }[]
  for (const event of events) {
    const first = event.category === 'NEW_REGISTRATION'
    documents.push({
      document_type: articles,
      date: event.date,
      title: `${articles} ${first ? 'vom' : '(Neufassung) vom'} ${germanDate(event.date)}`,
    })
  }
  const changes = statement(
    db,
    `SELECT DISTINCT d FROM (
      SELECT start_date AS d FROM roles WHERE organization_id = ? AND label IN (${sqlList(OWNERSHIP_LABELS)})
      UNION SELECT end_date FROM roles WHERE organization_id = ? AND end_date IS NOT NULL AND label IN (${sqlList(OWNERSHIP_LABELS)}))`,
  )
    .pluck()
    .all(organizationId, organizationId) as string[]
  for (const date of changes)
    documents.push({
      document_type: 'Gesellschafterliste',
      date,
      title: `Liste der Gesellschafter vom ${germanDate(date)}`,
    })
  for (const year of financialYears(db, organizationId)) {
    if (year.total_assets === null) continue
    documents.push({
      document_type: 'Jahresabschluss',
      date: year.publication_date,
      title: `Jahresabschluss zum 31.12.${year.year}`,
    })
    if (year.group_accounts)
      documents.push({
        document_type: 'Konzernabschluss',
        date: year.publication_date,
        title: `Konzernabschluss zum 31.12.${year.year}`,
      })
  }
  return documents.sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : a.title.localeCompare(b.title),
  )
}
