/**
 * A list to match, made from a generated database, with the organization each row means: the
 * oracle for the list matcher's end-to-end test (small hub) and its benchmark (any scale). Rows
 * come in the kinds a real pasted list has: names as registered, one-letter typos, umlauts written
 * out (ae/oe/ue/ss), legal forms spelled out (`Gesellschaft mit beschränkter Haftung`) or left
 * off, register IDs, names several organizations share given without a place (ambiguous), and
 * companies the register does not know (absent). Most rows carry the postal code and city, as a
 * CRM export does; some inexact rows give only the city. Legal-form swaps (`Centrabau AG` for the
 * register's `Centrabau GmbH`, no AG of that name existing) name another legal person: they must
 * never be accepted, at most offered for review with the organization of the other form.
 *
 * Deterministic for a database and a seed; nothing in it depends on particular names.
 */
import type { Database } from 'better-sqlite3'

export type MatchListKind =
  | 'exact'
  | 'typo'
  | 'umlaut'
  | 'legalSpelled'
  | 'legalOff'
  | 'legalSwap'
  | 'register'
  | 'ambiguous'
  | 'absent'

export const MATCH_LIST_KINDS: readonly MatchListKind[] = [
  'exact',
  'typo',
  'umlaut',
  'legalSpelled',
  'legalOff',
  'legalSwap',
  'register',
  'ambiguous',
  'absent',
]

export interface MatchListRow {
  name: string
  postalCode: string
  city: string
  registerId: string
  kind: MatchListKind
  /**
   * The organization the row means; null for an absent one. For a legal-form swap, the
   * organization of the other form: never to be accepted, at most offered for review.
   */
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

/** The share of each kind, in this order; absent rows fill the rest. */
const MIX: [MatchListKind, number][] = [
  ['exact', 0.3],
  ['typo', 0.15],
  ['umlaut', 0.12],
  ['legalSpelled', 0.1],
  ['legalOff', 0.1],
  ['legalSwap', 0.05],
  ['register', 0.05],
  ['ambiguous', 0.05],
  ['absent', 0.08],
]

/** The share of inexact rows that give the city but no postal code. */
const WITHOUT_POSTAL_CODE = 0.2

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

/** Legal forms as registered (longest first) and as people spell them out. */
const SPELLED_OUT: [RegExp, string][] = [
  [/ GmbH & Co\. KG$/, ' GmbH & Co. Kommanditgesellschaft'],
  [/ UG \(haftungsbeschränkt\)$/, ' Unternehmergesellschaft (haftungsbeschränkt)'],
  [/ GmbH$/, ' Gesellschaft mit beschränkter Haftung'],
  [/ AG$/, ' Aktiengesellschaft'],
  [/ KG$/, ' Kommanditgesellschaft'],
  [/ OHG$/, ' offene Handelsgesellschaft'],
  [/ e\.K\.$/, ' eingetragener Kaufmann'],
  [/ e\.V\.$/, ' eingetragener Verein'],
  [/ eG$/, ' eingetragene Genossenschaft'],
  [/ SE$/, ' Europäische Gesellschaft'],
]

const LEGAL_FORM =
  / (GmbH & Co\. KG|UG \(haftungsbeschränkt\)|GmbH|AG|KG|OHG|e\.K\.|e\.V\.|eG|SE|GbR|PartG mbB)$/

/** Each form as registered, and the forms a list may name instead (each another legal person). */
const SWAPS: [RegExp, string[]][] = [
  [/ GmbH & Co\. KG$/, [' GmbH', ' KG']],
  [/ UG \(haftungsbeschränkt\)$/, [' GmbH', ' UG (haftungsbeschränkt) & Co. KG']],
  [/ GmbH$/, [' AG', ' KG', ' UG', ' Aktiengesellschaft']],
  [/ AG$/, [' GmbH', ' SE', ' Gesellschaft mit beschränkter Haftung']],
  [/ KG$/, [' GmbH', ' OHG', ' GmbH & Co. KG']],
  [/ OHG$/, [' KG', ' GmbH']],
  [/ e\.K\.$/, [' GmbH', ' KG']],
  [/ e\.V\.$/, [' eG', ' GmbH']],
  [/ eG$/, [' e.V.', ' AG', ' eingetragener Verein']],
  [/ SE$/, [' AG', ' GmbH']],
]

/** How the register writes a form that a list spells otherwise. */
const REGISTERED_AS: Record<string, string> = {
  ' UG': ' UG (haftungsbeschränkt)',
  ' Aktiengesellschaft': ' AG',
  ' Gesellschaft mit beschränkter Haftung': ' GmbH',
  ' eingetragener Verein': ' e.V.',
}

/**
 * The name with another legal form, abbreviated or spelled out (`listed`), and as the register
 * would write that name (`registered`); null for a name without a form.
 */
export function swapLegalForm(
  name: string,
  next: () => number,
): { listed: string; registered: string } | null {
  for (const [form, others] of SWAPS)
    if (form.test(name)) {
      const other = others[Math.floor(next() * others.length)]!
      return {
        listed: name.replace(form, other),
        registered: name.replace(form, REGISTERED_AS[other] ?? other),
      }
    }
  return null
}

export function spellOutLegalForm(name: string): string | null {
  for (const [form, spelled] of SPELLED_OUT) if (form.test(name)) return name.replace(form, spelled)
  return null
}

export function leaveOffLegalForm(name: string): string | null {
  const bare = name.replace(LEGAL_FORM, '')
  return bare !== name && bare.trim() ? bare : null
}

export function writeOutUmlauts(name: string): string | null {
  const map: Record<string, string> = {
    ä: 'ae',
    ö: 'oe',
    ü: 'ue',
    Ä: 'Ae',
    Ö: 'Oe',
    Ü: 'Ue',
    ß: 'ss',
  }
  const written = name.replace(/[äöüÄÖÜß]/g, (letter) => map[letter]!)
  return written === name ? null : written
}

/**
 * One typo in a word of five letters or more that is not the legal form, never in its first
 * letter: a letter dropped, doubled, swapped with the next or replaced.
 */
export function addTypo(name: string, next: () => number): string | null {
  const bare = leaveOffLegalForm(name) ?? name
  const words = bare.split(' ')
  const candidates = words.flatMap((word, index) => (word.length >= 5 ? [index] : []))
  if (!candidates.length) return null
  const index = candidates[Math.floor(next() * candidates.length)]!
  const word = words[index]!
  const at = 1 + Math.floor(next() * (word.length - 2))
  const kind = Math.floor(next() * 4)
  const replacement = 'aeinrst'.replace(word[at]!.toLowerCase(), '')
  words[index] =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + word[at] + word.slice(at)
        : kind === 2
          ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
          : word.slice(0, at) +
            replacement[Math.floor(next() * replacement.length)] +
            word.slice(at + 1)
  const typo = words.join(' ') + name.slice(bare.length)
  return typo === name ? null : typo
}

export function buildMatchList(db: Database, size: number, seed = 13): MatchListRow[] {
  const next = random(seed)
  const total = (db.prepare('SELECT max(seq) AS n FROM organizations').get() as { n: number }).n
  const columns = 'id, name, postal_code, city, register_court, register_type, register_number'
  const pick = db.prepare(`SELECT ${columns} FROM organizations WHERE seq = ?`)
  const named = db.prepare('SELECT 1 FROM organizations WHERE name = ? LIMIT 1')
  const withBoth = db.prepare(
    'SELECT 1 FROM organizations WHERE name LIKE ? AND name LIKE ? LIMIT 1',
  )
  const shared = db
    .prepare(
      `SELECT o.id, o.name FROM organizations o
         JOIN (SELECT name FROM organizations GROUP BY name HAVING count(*) > 1) d ON d.name = o.name
        ORDER BY o.name, o.seq`,
    )
    .all() as { id: string; name: string }[]
  const used = new Set<string>()
  const rows: MatchListRow[] = []
  /** An organization not used yet, with a postal code, that `accept` can vary. */
  const randomOrg = (accept: (org: OrgRow) => boolean = () => true): OrgRow | null => {
    for (let tries = 0; tries < 5000; tries++) {
      const org = pick.get(1 + Math.floor(next() * total)) as OrgRow | undefined
      if (org && !used.has(org.id) && org.postal_code && accept(org)) {
        used.add(org.id)
        return org
      }
    }
    return null
  }
  const place = (org: OrgRow, exact: boolean) =>
    !exact && next() < WITHOUT_POSTAL_CODE
      ? { postalCode: '', city: org.city ?? '' }
      : { postalCode: org.postal_code ?? '', city: org.city ?? '' }
  const variants: Partial<Record<MatchListKind, (name: string) => string | null>> = {
    typo: (name) => {
      const typo = addTypo(name, next)
      // A typo that happens to spell another organization's name is that organization.
      return typo && !named.get(typo) ? typo : null
    },
    umlaut: writeOutUmlauts,
    legalSpelled: spellOutLegalForm,
    legalOff: leaveOffLegalForm,
    legalSwap: (name) => {
      const swapped = swapLegalForm(name, next)
      // A swap that names an organization that exists is that organization, not a swap.
      return swapped && !named.get(swapped.registered) ? swapped.listed : null
    },
  }

  for (const [kind, share] of MIX) {
    const count = kind === 'absent' ? size - rows.length : Math.round(size * share)
    for (let index = 0; index < count; index++) {
      if (kind === 'absent') {
        rows.push(absentRow(next, () => randomOrg(), withBoth, named) ?? absentFallback(index))
      } else if (kind === 'ambiguous' && shared.length) {
        // A name several organizations share, given without a place: any of them is right.
        const row = shared[Math.floor(next() * shared.length)]!
        rows.push({ name: row.name, postalCode: '', city: '', registerId: '', kind, truth: row.id })
      } else if (kind === 'exact' || kind === 'register' || kind === 'ambiguous') {
        const org = randomOrg()!
        rows.push(
          kind === 'register'
            ? {
                name: org.name,
                postalCode: '',
                city: '',
                registerId: `${org.register_court} ${org.register_type} ${org.register_number}`,
                kind,
                truth: org.id,
              }
            : { name: org.name, ...place(org, true), registerId: '', kind: 'exact', truth: org.id },
        )
      } else {
        const vary = variants[kind]!
        let name: string | null = null
        const org = randomOrg((candidate) => (name = vary(candidate.name)) !== null)
        if (!org || !name) continue
        rows.push({ name, ...place(org, false), registerId: '', kind, truth: org.id })
      }
    }
  }
  // Interleave the kinds the way a real list mixes them.
  for (let index = rows.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1))
    ;[rows[index], rows[other]] = [rows[other]!, rows[index]!]
  }
  return rows
}

/**
 * A company the register does not know, named like one: the first word of one organization, the
 * last word (before the legal form) of another, at the postal code of a third; checked against
 * every name that holds both words.
 */
function absentRow(
  next: () => number,
  randomOrg: () => OrgRow | null,
  withBoth: { get: (a: string, b: string) => unknown },
  named: { get: (name: string) => unknown },
): MatchListRow | null {
  for (let tries = 0; tries < 50; tries++) {
    const [a, b, at] = [randomOrg(), randomOrg(), randomOrg()]
    if (!a || !b || !at) return null
    const first = (leaveOffLegalForm(a.name) ?? a.name).split(' ')[0]!
    const last = (leaveOffLegalForm(b.name) ?? b.name).split(' ').at(-1)!
    if (first.length < 3 || last.length < 3 || first === last) continue
    const name = `${first} ${last} ${next() < 0.5 ? 'GmbH' : 'KG'}`
    if (withBoth.get(`%${first}%`, `%${last}%`) || named.get(name)) continue
    return {
      name,
      postalCode: at.postal_code ?? '',
      city: at.city ?? '',
      registerId: '',
      kind: 'absent',
      truth: null,
    }
  }
  return null
}

function absentFallback(index: number): MatchListRow {
  return {
    name: `Quorvex Zylbrantwerke ${index + 1} GmbH`,
    postalCode: '',
    city: '',
    registerId: '',
    kind: 'absent',
    truth: null,
  }
}

/** The list as tab-separated text, as pasted from a spreadsheet, with German headers. */
export function matchListText(rows: readonly MatchListRow[]): string {
  const lines = ['Firma\tPLZ\tOrt\tHandelsregister']
  for (const row of rows)
    lines.push([row.name, row.postalCode, row.city, row.registerId].join('\t'))
  return lines.join('\n')
}
