import { describe, expect, it } from 'vitest'
import { csvTable, jsonTable } from '@/lib/export/table-export'
import { activateLocale } from '@/lib/i18n/i18n'
import type { Candidate } from './candidate'
import { matchExport } from './match-export'
import { countStatuses, newJob, rowStatus, type MatchJob } from './match-job'
import { prepareRow, rankCandidates } from './scoring'
import { enrichmentTasks } from './match-runner'

const candidate = (id: string, name: string, postalCode: string): Candidate => ({
  id: id.repeat(32),
  name,
  status: 'ACTIVE',
  address: `Weg 1, ${postalCode} Dresden, Germany`,
  postalCode,
  city: 'Dresden',
  register: 'Dresden HRB 4711',
  searchScore: 1,
})

function job(): MatchJob {
  const base = newJob(
    {
      fileName: 'list.csv',
      hasHeader: true,
      raw: [
        ['Firma', 'PLZ'],
        ['Huber GmbH', '1067'],
        ['Maier', ''],
        ['Unbekannt GmbH', ''],
      ],
    },
    { name: 0, postalCode: 1, city: null, registerId: null },
    ['registerId', 'address', 'financials'],
  )
  const huber = rankCandidates(prepareRow({ name: 'Huber GmbH', postalCode: '01067' }), [
    candidate('a', 'Huber GmbH', '01067'),
  ])
  const maier = rankCandidates(prepareRow({ name: 'Maier' }), [
    candidate('b', 'Maier GmbH', '01067'),
    candidate('c', 'Maier AG', '80331'),
  ])
  base.rows[0] = {
    ...base.rows[0]!,
    matched: true,
    candidates: huber,
    record: {
      legalForm: 'GmbH',
      street: 'Weg 1',
      postalCode: '01067',
      city: 'Dresden',
      latitude: 51.05,
      longitude: 13.74,
      foundingDate: '2001-05-03',
      website: null,
    },
  }
  base.rows[1] = { ...base.rows[1]!, matched: true, candidates: maier }
  base.rows[2] = { ...base.rows[2]!, matched: true, candidates: [] }
  return base
}

describe('the job', () => {
  it('derives each row status from candidates, threshold and decision', () => {
    const current = job()
    expect(current.rows.map((row) => rowStatus(row, current.threshold))).toEqual([
      'matched',
      'review',
      'none',
    ])
    current.rows[1] = {
      ...current.rows[1]!,
      decision: { kind: 'accepted', candidateId: 'c'.repeat(32) },
    }
    expect(rowStatus(current.rows[1]!, current.threshold)).toBe('accepted')
    expect(countStatuses(current)).toMatchObject({ matched: 1, accepted: 1, none: 1 })
    // The accepted row lacks both paid sources; the matched one only the key figures.
    expect(enrichmentTasks(current)).toEqual([
      { index: 0, source: 'kpi' },
      { index: 1, source: 'record' },
      { index: 1, source: 'kpi' },
    ])
  })

  it('exports every row with the list’s columns, the match and the chosen enrichment columns', () => {
    const current = job()
    current.rows[0] = {
      ...current.rows[0]!,
      record: { ...current.rows[0]!.record!, version: 'f'.repeat(32) },
      retrievedAt: '2026-11-23T09:30:00.000Z',
    }
    const { columns, rows, provenance } = matchExport(current)
    expect(columns.map((column) => column.header)).toEqual([
      'Firma',
      'PLZ',
      'Match status',
      'Match status (code)',
      'Confidence (%)',
      'Matched organization',
      'Data Hub ID',
      'Record version',
      'Reasons',
      'Reasons (codes)',
      'Row retrieved at',
      'Register ID',
      'Street',
      'Postal code',
      'City',
      'Fiscal year',
      'Revenue (EUR)',
      'Employees',
      'Net income (EUR)',
    ])
    const values = rows.map((row) => columns.map((column) => column.value(row)))
    expect(values[0]).toEqual([
      'Huber GmbH',
      '1067',
      'Matched',
      'matched',
      100,
      'Huber GmbH',
      'a'.repeat(32),
      'f'.repeat(32),
      'Same name; Postal code matches; Legal form GmbH',
      'sameName;postalCodeMatches;legalForm',
      '2026-11-23T09:30:00.000Z',
      'Dresden HRB 4711',
      'Weg 1',
      '01067',
      'Dresden',
      null,
      null,
      null,
      null,
    ])
    expect(values[1]!.slice(2, 8)).toEqual([
      'Needs review',
      'review',
      expect.any(Number),
      null,
      null,
      null,
    ])
    expect(values[2]!.slice(2, 5)).toEqual(['No candidate', 'none', null])
    // The source says honestly what the file rests on; the version is per row.
    expect(provenance).toMatchObject({
      source: expect.stringMatching(
        /^The uploaded list “list\.csv”; per row a Data Hub organization search/,
      ),
      retrievedAt: '2026-11-23T09:30:00.000Z',
      dataVersion: 'Per row: the columns “Data Hub ID” and “Record version”',
    })
  })

  it('writes German headers, statuses and roles in words with their codes beside them', async () => {
    await activateLocale('de')
    const current = job()
    current.enrichments = ['status', 'managingDirectors']
    current.rows[0] = {
      ...current.rows[0]!,
      management: { role: 'MANAGING_DIRECTOR', names: ['Anna Huber'] },
      retrievedAt: '2026-11-23T09:30:00.000Z',
    }
    const table = matchExport(current)
    const [header, first] = csvTable(table).split('\r\n')
    expect(header).toBe(
      'Firma,PLZ,Abgleichstatus,Abgleichstatus (Code),Übereinstimmung (%),Zugeordnetes Unternehmen,' +
        'Data-Hub-ID,Datensatzversion,Gründe,Gründe (Codes),Zeile abgerufen am,Status,Status (Code),' +
        'Gesetzliche Vertreter,Rolle (Code),Quelle,Abgerufen am,Datenversion',
    )
    expect(first).toContain(',Zugeordnet,matched,100,Huber GmbH,')
    expect(first).toContain('Gleicher Name;')
    expect(first).toContain(',Aktiv,ACTIVE,Anna Huber (Geschäftsführer/in),MANAGING_DIRECTOR,')
    expect(first).toMatch(
      /,2026-11-23T09:30:00\.000Z,"?Je Zeile: die Spalten „Data-Hub-ID“ und „Datensatzversion“"?$/,
    )
    const json = JSON.parse(jsonTable(table)) as Record<string, unknown>[]
    expect(json[0]).toMatchObject({
      match_status: 'Zugeordnet',
      match_status_code: 'matched',
      match_confidence_percent: 100,
      status: 'Aktiv',
      status_code: 'ACTIVE',
      managingDirectors_role_code: 'MANAGING_DIRECTOR',
      source: expect.stringMatching(
        /^Die hochgeladene Liste „list\.csv“; je Zeile eine Data-Hub-Unternehmenssuche/,
      ),
      retrieved_at: '2026-11-23T09:30:00.000Z',
    })
  })
})
