/**
 * The organization page's register facts and "As of", in English and in German: the share capital
 * labelled by where it comes from (here the sum of the shareholders' nominal amounts: the record
 * states none), the first registration and the latest register event, read only after the reader
 * agrees to their two calls; and the record version with the time it was read.
 */
import { resolve as resolvePath } from 'node:path'
import Database from 'better-sqlite3'
import { relationKey } from '../contract/relations'
import { E2E_HUB_DB } from './hub-db'
import { eachLanguageOnOneHub, test, expect } from './fixtures'

interface Expected {
  id: string
  capital: number
  firstRegistration: string
  latestDate: string
}

/** A GmbH whose current shareholders all state a nominal amount, with a register history. */
function candidate(): Expected {
  const db = new Database(resolvePath(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare(
        `SELECT o.id, sum(r.share_nominal_eur) AS capital,
           (SELECT min(p.date) FROM register_publications p
              WHERE p.organization_id = o.id AND p.category = 'NEW_REGISTRATION') AS firstRegistration,
           (SELECT max(p.date) FROM register_publications p WHERE p.organization_id = o.id)
              AS latestDate
         FROM organizations o JOIN roles r ON r.organization_id = o.id
         WHERE o.legal_form = 'GmbH' AND o.share_capital IS NOT NULL AND r.end_date IS NULL
           AND r.label = 'SHAREHOLDER'
         GROUP BY o.id
         HAVING count(r.share_nominal_eur) = count(*) AND firstRegistration IS NOT NULL
           AND latestDate > firstRegistration
         ORDER BY o.id LIMIT 1`,
      )
      .get() as Expected | undefined
    if (!row) throw new Error('no GmbH with nominal amounts and a register history')
    return row
  } finally {
    db.close()
  }
}

const WORDS = {
  en: {
    intl: 'en-GB',
    button: 'Show share capital and register dates (2 calls)',
    capital: 'Share capital',
    origin: "(sum of the shareholders' nominal amounts)",
    first: 'First registered',
    latest: 'Latest register event',
    asOf: 'As of',
    version: 'record version',
    read: 'read',
  },
  de: {
    intl: 'de-DE',
    button: 'Stammkapital und Registerdaten anzeigen (2 Abrufe)',
    capital: 'Stamm-/Grundkapital',
    origin: '(Summe der Nennbeträge der Gesellschafter)',
    first: 'Ersteintragung',
    latest: 'Letzte Registereintragung',
    asOf: 'Stand',
    version: 'Datensatzversion',
    read: 'abgerufen',
  },
} as const

for (const lang of ['en', 'de'] as const) {
  test(`register facts after their 2 calls, and As of with version and read time (${lang})`, async ({
    page,
    api,
    hubVariants,
  }) => {
    eachLanguageOnOneHub(lang, hubVariants)
    const words = WORDS[lang]
    const expected = candidate()
    const day = (iso: string) =>
      new Intl.DateTimeFormat(
        words.intl,
        lang === 'de'
          ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
          : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
      ).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))
    const euro = new Intl.NumberFormat(words.intl, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(expected.capital)
    const record = await (await api.get(`/api/v2/entities/organization/get/${expected.id}`)).json()
    const version: string = record.fb_entity_version

    const started = Date.now()
    await page.goto(`/organizations/${expected.id}${lang === 'de' ? '?lang=de' : ''}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // As of: the record's version and when the page read it (today, in the interface language).
    const asOf = page.getByTestId('as-of')
    await expect(asOf).toContainText(`${words.version} ${version}, ${words.read} `)
    await expect(asOf).toContainText(day(new Date(started).toISOString()))
    await expect(asOf).toContainText('UTC')
    await expect(page.getByText(words.asOf, { exact: true })).toBeVisible()

    // Nothing is read for the register facts until the reader agrees to the two calls.
    const facts = page.getByTestId('register-facts')
    const button = facts.getByRole('button', { name: words.button })
    await expect(button).toBeVisible()
    const keys = [
      relationKey('ORGANIZATION', 'SHAREHOLDERS'),
      relationKey('ORGANIZATION', 'PUBLICATIONS'),
    ]
    const asked = new Set<string>()
    page.on('request', (request) => {
      for (const key of keys)
        if (request.url().includes(`/relation/resolve/${key}/`)) asked.add(key)
    })
    await button.click()

    const row = (label: string) =>
      facts.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
    await expect(row(words.capital)).toHaveText(`${euro} ${words.origin}`)
    await expect(row(words.first)).toHaveText(day(expected.firstRegistration))
    await expect(row(words.latest)).toContainText(`${day(expected.latestDate)} · `)
    await expect(button).toHaveCount(0)
    // The two calls the button names: the shareholders and the register history.
    expect([...asked].sort()).toEqual([...keys].sort())
  })
}
