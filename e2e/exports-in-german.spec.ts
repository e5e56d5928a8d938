/**
 * Exports in the analyst's words, read back from real downloads with the interface in German: a
 * match result (CSV, JSON and XLSX) and a dataset view (CSV and JSON). Headers in German, codes as
 * words with the code in a column of its own, confidence in percent, times in ISO 8601, and the
 * source, retrieval time and data version in every file (columns in CSV, fields in JSON, a block
 * above the table in XLSX).
 */
import Database from 'better-sqlite3'
import { readSheet } from 'read-excel-file/node'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { csvRows, downloadText } from './export-files'
import { test, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

interface OrgPick {
  id: string
  name: string
  postal_code: string
  city: string
  status: string
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const HEX_32 = /^[0-9a-f]{32}$/

/** The documented mode drops a leading 0 of IDs (§9 (13)): compare IDs without leading zeros. */
const sameId = (a: unknown, b: string) =>
  typeof a === 'string' && a.replace(/^0+/, '') === b.replace(/^0+/, '')

/** Organizations whose name no other one has, so each row matches exactly one. */
function pickOrganizations(): OrgPick[] {
  const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    const pick = (where: string) =>
      db
        .prepare(
          `SELECT o.id, o.name, o.postal_code, o.city, o.status FROM organizations o
            WHERE ${where} AND o.postal_code IS NOT NULL
              AND (SELECT count(*) FROM organizations d WHERE d.name = o.name) = 1
            ORDER BY o.seq LIMIT 1`,
        )
        .get() as OrgPick
    return [
      pick(`o.status = 'INSOLVENCY_PROCEEDINGS'`),
      pick(`o.status = 'ACTIVE' AND o.name LIKE '% GmbH'`),
    ]
  } finally {
    db.close()
  }
}

async function download(page: Page, button: string) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: button, exact: true }).click()
  return downloading
}

test('a match export in German: headers, words beside codes, percent, ISO times, provenance', async ({
  page,
}) => {
  test.slow()
  const orgs = pickOrganizations()
  await page.goto('/match?lang=de')
  await page
    .getByLabel('Zeilen einfügen')
    .fill(
      [
        'Firma\tPLZ\tOrt',
        ...orgs.map((org) => `${org.name}\t${org.postal_code}\t${org.city}`),
      ].join('\n'),
    )
  await page.getByRole('button', { name: 'Liste einlesen' }).click()
  await page.getByRole('button', { name: `${orgs.length} Zeilen abgleichen` }).click()
  await expect(page.getByTestId('match-progress')).toContainText('Fertig', { timeout: 60_000 })

  // CSV: German headers, the provenance as the last three columns.
  const [header, ...rows] = csvRows(await downloadText(await download(page, 'CSV herunterladen')))
  expect(header).toEqual([
    'Firma',
    'PLZ',
    'Ort',
    'Abgleichstatus',
    'Abgleichstatus (Code)',
    'Übereinstimmung (%)',
    'Zugeordnetes Unternehmen',
    'Data-Hub-ID',
    'Datensatzversion',
    'Gründe',
    'Gründe (Codes)',
    'Zeile abgerufen am',
    'Registernummer',
    'Status',
    'Status (Code)',
    'Rechtsform',
    'Straße',
    'Postleitzahl',
    'Stadt',
    'Quelle',
    'Abgerufen am',
    'Datenversion',
  ])
  expect(rows).toHaveLength(orgs.length)
  const at = (row: string[], name: string) => row[header!.indexOf(name)]
  orgs.forEach((org, index) => {
    const row = rows[index]!
    expect(at(row, 'Abgleichstatus')).toBe('Zugeordnet')
    expect(at(row, 'Abgleichstatus (Code)')).toBe('matched')
    // A share as a percentage: the exact name scores 100.
    expect(Number(at(row, 'Übereinstimmung (%)'))).toBe(100)
    expect(sameId(at(row, 'Data-Hub-ID'), org.id), org.name).toBe(true)
    // The address came from the record, so its version is known.
    expect(at(row, 'Datensatzversion')).toMatch(HEX_32)
    expect(at(row, 'Gründe')).toContain('Gleicher Name')
    expect(at(row, 'Gründe (Codes)')).toContain('sameName')
    expect(at(row, 'Zeile abgerufen am')).toMatch(ISO_TIME)
    expect(at(row, 'Status (Code)')).toBe(org.status)
    expect(at(row, 'Quelle')).toMatch(
      /^Die eingefügte Liste; je Zeile eine Data-Hub-Unternehmenssuche/,
    )
    expect(at(row, 'Abgerufen am')).toMatch(ISO_TIME)
    expect(at(row, 'Datenversion')).toBe(
      'Je Zeile: die Spalten „Data-Hub-ID“ und „Datensatzversion“',
    )
  })
  expect(at(rows[0]!, 'Status')).toBe('Insolvenzverfahren')
  expect(at(rows[1]!, 'Status')).toBe('Aktiv')

  // JSON: the same, keyed by names that stay the same in every language.
  const json = JSON.parse(await downloadText(await download(page, 'JSON herunterladen'))) as Record<
    string,
    unknown
  >[]
  expect(json[0]).toMatchObject({
    Firma: orgs[0]!.name,
    match_status: 'Zugeordnet',
    match_status_code: 'matched',
    match_confidence_percent: 100,
    status: 'Insolvenzverfahren',
    status_code: 'INSOLVENCY_PROCEEDINGS',
    fb_entity_version: expect.stringMatching(HEX_32),
    row_retrieved_at: expect.stringMatching(ISO_TIME),
    source: expect.stringMatching(/^Die eingefügte Liste/),
    retrieved_at: expect.stringMatching(ISO_TIME),
  })

  // XLSX: the provenance as a block above the table, the retrieval time a real date.
  const sheet = await readSheet(await (await download(page, 'Excel (XLSX) herunterladen')).path())
  expect(sheet.slice(0, 3).map((row) => row[0])).toEqual(['Quelle', 'Abgerufen am', 'Datenversion'])
  expect(sheet[0]![1]).toMatch(/^Die eingefügte Liste/)
  expect(sheet[1]![1]).toBeInstanceOf(Date)
  expect(sheet[4]).toEqual(header!.slice(0, -3))
  const xlsxRow = sheet[5]!
  expect(xlsxRow[sheet[4]!.indexOf('Übereinstimmung (%)')]).toBe(100)
  expect(xlsxRow[sheet[4]!.indexOf('Zeile abgerufen am')]).toBeInstanceOf(Date)
  expect(xlsxRow[sheet[4]!.indexOf('Status')]).toBe('Insolvenzverfahren')
})

test('a dataset export in German: headers, words beside codes, ISO dates, provenance', async ({
  page,
  api,
}) => {
  const key = '5120448301'
  const base = (await (await api.get(`/api/v2/stream/base/${key}`)).json()) as {
    data_version?: string | null
  }
  // A small view: the organizations in insolvency proceedings.
  const filters = [{ property: 'status', operator: 'EQUALS', value: 'INSOLVENCY_PROCEEDINGS' }]
  await page.goto(`/datasets/${key}?lang=de&filters=${encodeURIComponent(JSON.stringify(filters))}`)
  await page.getByText('Exportieren', { exact: true }).click()
  const [header, ...rows] = csvRows(await downloadText(await download(page, 'CSV herunterladen')))
  expect(rows.length).toBeGreaterThan(0)
  for (const name of [
    'Registernummer',
    'Name',
    'Status',
    'Status (Code)',
    'Größenklasse',
    'Größenklasse (Code)',
    'Gründungsdatum',
    'Zeilen-Fingerabdruck',
    'Eingelesen am',
  ])
    expect(header, name).toContain(name)
  // The rows' own data version is a column too: the dataset's current one is named apart.
  expect(header!.slice(-3)).toEqual(['Data-Hub-Anfrage', 'Abgerufen am', 'Aktuelle Datenversion'])
  expect(header).toContain('Datenversion')
  const at = (row: string[], name: string) => row[header!.indexOf(name)]
  const sizeWords: Record<string, string> = {
    micro: 'Kleinstkapitalgesellschaft',
    small: 'Kleine Kapitalgesellschaft',
    medium: 'Mittelgroße Kapitalgesellschaft',
    large: 'Große Kapitalgesellschaft',
  }
  for (const row of rows) {
    expect(at(row, 'Status')).toBe('Insolvenzverfahren')
    expect(at(row, 'Status (Code)')).toBe('INSOLVENCY_PROCEEDINGS')
    const size = at(row, 'Größenklasse (Code)')!
    if (size) expect(at(row, 'Größenklasse')).toBe(sizeWords[size.toLowerCase()] ?? size)
    expect(at(row, 'Gründungsdatum')).toMatch(/^(\d{4}-\d{2}-\d{2})?$/)
    expect(at(row, 'Eingelesen am')).toMatch(ISO_TIME)
    expect(at(row, 'Data-Hub-Anfrage')).toMatch(
      new RegExp(`^Data Hub, Datensatz ${key} \\(.+\\): /stream/data/${key}\\?query_parameters=`),
    )
    expect(at(row, 'Data-Hub-Anfrage')).toContain('INSOLVENCY_PROCEEDINGS')
    expect(at(row, 'Abgerufen am')).toMatch(ISO_TIME)
    expect(at(row, 'Aktuelle Datenversion')).toBe(base.data_version ?? '')
    expect(at(row, 'Datenversion')).toMatch(/\S/)
  }

  // JSON: the API's column names as keys, the codes beside the words, the provenance fields.
  await page.getByRole('radio', { name: 'JSON' }).check()
  const json = JSON.parse(await downloadText(await download(page, 'JSON herunterladen'))) as Record<
    string,
    unknown
  >[]
  expect(json).toHaveLength(rows.length)
  expect(json[0]).toMatchObject({
    status: 'Insolvenzverfahren',
    status_code: 'INSOLVENCY_PROCEEDINGS',
    fb_datetime: expect.stringMatching(ISO_TIME),
    source: expect.stringContaining(`Data Hub, Datensatz ${key}`),
    retrieved_at: expect.stringMatching(ISO_TIME),
    data_version: base.data_version ?? null,
  })
})
