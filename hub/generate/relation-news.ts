/**
 * News items about organizations. Larger and troubled companies are in the news more often; most
 * micro companies never are (their NEWS slice is `[]`). Sources and URLs are invented on the
 * reserved `.example` domain so no link pretends to be a real article.
 */
import type { GenerateContext } from './context'
import { entityId, type Random } from './random'
import { batchInserter, forEachOrganizationPage } from './batch-insert'
import { fromDays, toDays, TODAY_DAYS } from './days'

interface NewsOrg {
  id: string
  seq: number
  name: string
  city: string | null
  status: string
  size_class: string | null
  registration_date: string
  cessation_date: string | null
  status_date: string | null
}

const SOURCES = [
  ['Wirtschaftskurier', 'wirtschaftskurier.example'],
  ['Mittelstand Aktuell', 'mittelstand-aktuell.example'],
  ['Regionalanzeiger', 'regionalanzeiger.example'],
  ['Unternehmensnachrichten', 'unternehmensnachrichten.example'],
  ['Branchenreport', 'branchenreport.example'],
  ['Presseportal', 'presseportal.example'],
] as const

const HEADLINES = [
  (name: string, city: string) => `${name} eröffnet neuen Standort in ${city}`,
  (name: string) => `${name} meldet Umsatzplus für das abgelaufene Geschäftsjahr`,
  (name: string) => `${name} stellt neue Geschäftsführung vor`,
  (name: string) => `${name} investiert in Digitalisierung`,
  (name: string, city: string) => `${city}: ${name} sucht Fachkräfte`,
  (name: string) => `${name} übernimmt regionalen Wettbewerber`,
  (name: string) => `${name} erhält Auszeichnung für Nachhaltigkeit`,
  (name: string) => `${name} reports growth in export business`,
  (name: string) => `${name} baut Ausbildungsplätze aus`,
  (name: string) => `${name} schließt langfristigen Liefervertrag ab`,
]
const TROUBLE = [
  (name: string) => `${name} stellt Insolvenzantrag`,
  (name: string) => `Ungewisse Zukunft für Beschäftigte von ${name}`,
  (name: string) => `${name}: Insolvenzverwalter sucht Investor`,
]

const COUNT_BY_SIZE: Record<string, [number, number]> = {
  large: [3, 12],
  medium: [1, 5],
  small: [0, 2],
  micro: [0, 1],
}

export function generateNews(ctx: GenerateContext): number {
  const random = ctx.random('relation-news')
  const insert = batchInserter(ctx.db, 'news_items', [
    'id',
    'organization_id',
    'headline',
    'published_at',
    'source',
    'url',
  ])
  forEachOrganizationPage<NewsOrg>(
    ctx.db,
    `id, seq, name, city, status, size_class, registration_date, cessation_date, status_date`,
    (orgs) => {
      for (const org of orgs) {
        // News from the last three years of the company's life (none for companies long gone).
        const last = org.cessation_date ? toDays(org.cessation_date) : TODAY_DAYS
        const first = Math.max(toDays(org.registration_date), TODAY_DAYS - 3 * 365)
        if (last - first < 2) continue
        const [min, max] = COUNT_BY_SIZE[org.size_class ?? 'micro'] ?? [0, 1]
        const troubled = org.status === 'INSOLVENCY_PROCEEDINGS' || org.status === 'LIQUIDATION'
        const count =
          (random.chance(max > 1 ? 0.85 : 0.35) ? random.int(min, max) : 0) +
          (troubled ? random.int(1, 2) : 0)
        for (let index = 0; index < count; index++) {
          insert.push(newsItem(org, index, random, troubled && index === 0, first, last))
        }
      }
    },
    ctx.size.organizations,
  )
  return insert.finish()
}

function newsItem(
  org: NewsOrg,
  index: number,
  random: Random,
  trouble: boolean,
  first: number,
  last: number,
): string[] {
  const template = trouble ? random.pick(TROUBLE) : random.pick(HEADLINES)
  const headline = template(org.name, org.city ?? 'der Region')
  // Trouble is reported around the day it became public (the liquidation or insolvency), the rest
  // any day of the window.
  const troubleFrom = org.status_date ? Math.max(first, toDays(org.status_date) - 40) : first
  const day = fromDays(
    trouble ? random.int(Math.min(troubleFrom, last - 1), last - 1) : random.int(first, last - 1),
  )
  const time = `${String(random.int(6, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`
  const [source, domain] = random.pick(SOURCES)
  const id = entityId('news', `${org.id}:${index}`)
  const slug = headline
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return [
    id,
    org.id,
    headline,
    `${day}T${time}.000000+00:00`,
    source,
    `https://www.${domain}/wirtschaft/${day.slice(0, 4)}/${slug}-${id.slice(0, 8)}`,
  ]
}
