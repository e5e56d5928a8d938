/**
 * Entity Web Context (§8): the web-facing profile of the organization that best matches a name and
 * an optional address. Matching is deterministic: name-token overlap first, address agreement next,
 * register order (seq) breaks ties, so the same inputs always describe the same company.
 */
import { createHash } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { INDUSTRY_BY_CODE } from '../domain/wz2025'
import { foldText, tokens } from '../db/text-fold'

interface OrgRow {
  id: string
  seq: number
  name: string
  status: string
  register_type: string
  register_number: string
  registration_date: string
  street: string | null
  house_number: string | null
  postal_code: string | null
  city: string | null
  purpose_de: string | null
  purpose_en: string | null
  website: string | null
  phone: string | null
  email: string | null
  web_keywords: string | null
  industry_code: string | null
}

const COLUMNS = `id, seq, name, status, register_type, register_number, registration_date, street, house_number,
  postal_code, city, purpose_de, purpose_en, website, phone, email, web_keywords, industry_code`

export interface EntityWebContextInputs {
  entity_name: string
  postal_code?: string
  street?: string
  city?: string
}

export function entityWebContext(db: Database, inputs: EntityWebContextInputs) {
  const org = bestMatch(db, inputs)
  if (!org) return null
  const industry = org.industry_code ? INDUSTRY_BY_CODE.get(org.industry_code) : undefined
  const keywords = org.web_keywords ? (JSON.parse(org.web_keywords) as string[]) : []
  return {
    entity_name: org.name,
    registration_data: {
      number: `${org.register_type} ${org.register_number}`,
      registration_date: org.registration_date,
    },
    status: org.status,
    address: {
      street: org.street,
      house_number: org.house_number,
      zip_code: org.postal_code,
      city: org.city,
    },
    purpose: org.purpose_de ?? org.purpose_en,
    keywords,
    products_and_services: industry ? [industry.de, ...industry.words.slice(0, 2)] : [],
    contact_data: { website: org.website, phone_number: org.phone, email: org.email },
    web_reviews: webReviews(org),
    industry_classification: {
      WZ2008: industry ? [{ code: industry.code, label: industry.de }] : [],
    },
  }
}

/** Review figures derived from the id, so they are stable; companies without a website have none. */
function webReviews(org: OrgRow) {
  if (!org.website) return []
  const hash = createHash('md5').update(`reviews:${org.id}`).digest()
  return [
    {
      source: 'Google',
      rating: Math.round((3 + (hash[0]! / 255) * 2) * 10) / 10,
      reviews: 3 + (hash[1]! % 240),
    },
    {
      source: 'Kununu',
      rating: Math.round((2.8 + (hash[2]! / 255) * 2.2) * 10) / 10,
      reviews: 1 + (hash[3]! % 60),
    },
  ]
}

function bestMatch(db: Database, inputs: EntityWebContextInputs): OrgRow | undefined {
  const wanted = tokens(inputs.entity_name)
  if (wanted.length === 0) return undefined
  const exact = db
    .prepare(`SELECT ${COLUMNS} FROM organizations WHERE name = ? ORDER BY seq`)
    .all(inputs.entity_name) as OrgRow[]
  // The longest word is the most selective one to pre-filter by; LIKE is case-insensitive for ASCII.
  const anchor = [...wanted].sort((a, b) => b.length - a.length || a.localeCompare(b))[0]!
  const candidates =
    exact.length > 0
      ? exact
      : (db
          .prepare(
            `SELECT ${COLUMNS} FROM organizations WHERE name LIKE ? ESCAPE '\\' ORDER BY seq LIMIT 2000`,
          )
          .all(`%${escapeLike(anchorSpelling(inputs.entity_name, anchor))}%`) as OrgRow[])
  let best: { org: OrgRow; score: number } | undefined
  for (const org of candidates) {
    const score = matchScore(org, wanted, inputs)
    if (
      score > 0 &&
      (!best || score > best.score || (score === best.score && org.seq < best.org.seq))
    ) {
      best = { org, score }
    }
  }
  return best?.org
}

function matchScore(org: OrgRow, wanted: string[], inputs: EntityWebContextInputs): number {
  const have = new Set(tokens(org.name))
  const overlap = wanted.filter((token) => have.has(token)).length
  if (overlap === 0) return 0
  let score = overlap / Math.max(wanted.length, have.size)
  if (inputs.postal_code && org.postal_code === inputs.postal_code.trim()) score += 1
  if (inputs.city && org.city && foldText(org.city) === foldText(inputs.city)) score += 0.5
  if (inputs.street && org.street && foldText(org.street).includes(foldText(inputs.street)))
    score += 0.5
  return score
}

/** The original spelling of the anchor token inside the input, so LIKE sees umlauts as typed. */
function anchorSpelling(text: string, anchor: string): string {
  const word = text.split(/[^\p{L}\p{N}]+/u).find((part) => foldText(part) === anchor)
  return word ?? anchor
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)
