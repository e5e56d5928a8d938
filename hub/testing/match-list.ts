/**
 * A list to match, made from a generated database, with the organization each row means: the
 * oracle for the list matcher's end-to-end test (200 rows, small hub) and its benchmark (1,000
 * rows, default scale). Rows come in the kinds a real list has: clean rows, typos late in a word,
 * legal forms spelled otherwise, register IDs, names that several organizations share given
 * without a place (ambiguous), and organizations the register does not know.
 *
 * Deterministic for a database and a seed.
 */
import type { Database } from 'better-sqlite3'

export type MatchListKind = 'exact' | 'typo' | 'variant' | 'register' | 'ambiguous' | 'unknown'

export interface MatchListRow {
  name: string
  postalCode: string
  city: string
  registerId: string
  kind: MatchListKind
  /** The organization the row means; null for an unknown one. */
  truth: string | null
}

interface OrgRow {
  id: string
  name: string
  postal_code: string | null
  city: string | null
  register_court: string
  register_type: string
  register_number: string
}

/** The share of each kind, in this order. */
const MIX: [MatchListKind, number][] = [
  ['exact', 0.55],
  ['typo', 0.15],
  ['variant', 0.1],
  ['register', 0.08],
  ['ambiguous', 0.07],
  ['unknown', 0.05],
]

function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One typo late in the longest word: a letter dropped, doubled or two swapped. */
export function addTypo(name: string, next: () => number): string {
  const words = name.split(' ')
  let longest = 0
  words.forEach((word, index) => {
    if (word.length > words[longest]!.length) longest = index
  })
  const word = words[longest]!
  if (word.length < 6) return name
  const at = Math.min(word.length - 2, Math.floor(word.length * 0.7) + Math.floor(next() * 2))
  const kind = Math.floor(next() * 3)
  const typo =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + word[at] + word.slice(at)
        : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
  words[longest] = typo
  return words.join(' ')
}

/** The legal form as people type it when not copying from the register. */
function variantOf(name: string): string {
  return name
    .replace(/ GmbH & Co\. KG$/, ' GmbH + Co KG')
    .replace(/ GmbH$/, ' G.m.b.H.')
    .replace(/ AG$/, ' Aktiengesellschaft')
    .replace(/ e\.K\.$/, ' eK')
    .replace(/ UG \(haftungsbeschränkt\)$/, ' UG')
    .toUpperCase()
}

const UNKNOWN_WORDS = ['Quorvex', 'Zylbrant', 'Fennowik', 'Travomir', 'Ulbrekta', 'Ixandor']

export function buildMatchList(db: Database, size: number, seed = 13): MatchListRow[] {
  const next = random(seed)
  const total = (db.prepare('SELECT count(*) AS n FROM organizations').get() as { n: number }).n
  const pick = db.prepare(
    `SELECT id, name, postal_code, city, register_court, register_type, register_number
       FROM organizations WHERE seq = ?`,
  )
  const shared = db
    .prepare(
      `SELECT o.id, o.name, o.postal_code, o.city, o.register_court, o.register_type, o.register_number
         FROM organizations o JOIN (SELECT name FROM organizations GROUP BY name HAVING count(*) > 1) d
           ON d.name = o.name ORDER BY o.name, o.seq`,
    )
    .all() as OrgRow[]
  const used = new Set<string>()
  const rows: MatchListRow[] = []
  const randomOrg = (): OrgRow => {
    for (;;) {
      const row = pick.get(1 + Math.floor(next() * total)) as OrgRow | undefined
      if (row && !used.has(row.id) && row.postal_code) {
        used.add(row.id)
        return row
      }
    }
  }
  for (const [kind, share] of MIX) {
    const count = kind === 'unknown' ? size - rows.length : Math.round(size * share)
    for (let index = 0; index < count; index++) {
      if (kind === 'unknown') {
        const a = UNKNOWN_WORDS[Math.floor(next() * UNKNOWN_WORDS.length)]!
        const b = UNKNOWN_WORDS[Math.floor(next() * UNKNOWN_WORDS.length)]!
        rows.push({
          name: `${a} ${b}werke ${index + 1} GmbH`,
          postalCode: '',
          city: '',
          registerId: '',
          kind,
          truth: null,
        })
        continue
      }
      if (kind === 'ambiguous' && shared.length) {
        // A name several organizations share, given without a place: any of them is right.
        const row = shared[Math.floor(next() * shared.length)]!
        rows.push({ name: row.name, postalCode: '', city: '', registerId: '', kind, truth: row.id })
        continue
      }
      const org = randomOrg()
      const base = { postalCode: org.postal_code ?? '', city: org.city ?? '', truth: org.id }
      if (kind === 'exact') rows.push({ ...base, name: org.name, registerId: '', kind })
      else if (kind === 'typo')
        rows.push({ ...base, name: addTypo(org.name, next), city: '', registerId: '', kind })
      else if (kind === 'variant')
        rows.push({ ...base, name: variantOf(org.name), postalCode: '', registerId: '', kind })
      else
        rows.push({
          ...base,
          name: org.name,
          postalCode: '',
          city: '',
          registerId: `${org.register_court} ${org.register_type} ${org.register_number}`,
          kind,
        })
    }
  }
  // Interleave the kinds the way a real list mixes them.
  for (let index = rows.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1))
    ;[rows[index], rows[other]] = [rows[other]!, rows[index]!]
  }
  return rows
}

/** The list as tab-separated text, as pasted from a spreadsheet, with German headers. */
export function matchListText(rows: readonly MatchListRow[]): string {
  const lines = ['Firma\tPLZ\tOrt\tHandelsregister']
  for (const row of rows)
    lines.push([row.name, row.postalCode, row.city, row.registerId].join('\t'))
  return lines.join('\n')
}
