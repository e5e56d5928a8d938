/**
 * Derives the fixed search query list of `npm run bench:hub` (bench/search-queries.json) from the
 * default-scale data, once: the commonest words of organization names, the cities with the most
 * organizations, the commonest family and given names, short typed prefixes of those, and a few
 * mixed and data questions. Rerun only when the generator's vocabulary changes:
 * `npx tsx bench/search-queries.ts [path to a default-scale database]`.
 */
import Database from 'better-sqlite3'
import { writeFileSync } from 'node:fs'
import { readHubEnv } from '../hub/env'

const path = process.argv[2] ?? readHubEnv({ ...process.env, HUB_SCALE: 'default' }).dbPath
const db = new Database(path, { readonly: true })

const LEGAL_FORMS = new Set(
  'gmbh co kg ug haftungsbeschränkt ag se ohg gbr eg e v k partg mbb mbh'.split(' '),
)
const counts = new Map<string, number>()
for (const name of db.prepare('SELECT name FROM organizations').pluck().all() as string[]) {
  for (const word of name.match(/[\p{L}]{3,}/gu) ?? []) {
    if (LEGAL_FORMS.has(word.toLowerCase())) continue
    counts.set(word, (counts.get(word) ?? 0) + 1)
  }
}
const top = (sql: string, count: number) =>
  (db.prepare(sql).pluck().all() as string[]).filter(Boolean).slice(0, count)
const nameWords = [...counts]
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  .slice(0, 28)
  .map(([word]) => word)
const cities = top('SELECT city FROM organizations GROUP BY city ORDER BY count(*) DESC, city', 12)
const families = top(
  'SELECT family FROM persons GROUP BY family ORDER BY count(*) DESC, family',
  10,
)
const givens = top('SELECT given FROM persons GROUP BY given ORDER BY count(*) DESC, given', 4)
const postalCodes = top(
  'SELECT postal_code FROM organizations GROUP BY postal_code ORDER BY count(*) DESC, postal_code',
  2,
)
const queries = [
  ...new Set([
    ...nameWords,
    ...cities,
    ...families,
    ...givens,
    // What a typeahead sends first: three letters of the commonest words.
    ...['Sch', 'Bäc', cities[0]!.slice(0, 3), nameWords[2]!.slice(0, 3)],
    ...postalCodes,
    `${nameWords[0]} ${cities[0]}`,
    `${families[0]} ${cities[1]}`,
    `${nameWords[1]} ${cities[2]}`,
    `${families[1]} GmbH`,
    'Bevölkerung Statistik',
    'Umsatz',
  ]),
]
writeFileSync(
  new URL('./search-queries.json', import.meta.url),
  `${JSON.stringify({ derivedFrom: 'HUB_SCALE=default, HUB_SEED=1', queries }, null, 2)}\n`,
)
console.log(`${queries.length} queries: ${queries.join(' | ')}`)
