/**
 * The BODS 0.4 export validates against Open Ownership's published JSON Schema and its codelists
 * (../shared/standards/bods-0.4/schema, referenced from here only, never copied into the project),
 * on exports built from the embedded hub's data: the organization page's (a company and the
 * companies above it), the tree's (with the subsidiaries) and a watchlist's (several companies).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { beforeAll, describe, expect, it } from 'vitest'
// A test, not browser code: it reads the embedded hub's answers to build real exports.
// eslint-disable-next-line no-restricted-imports
import { relationKit, type Kit } from '../../../hub/testing/relation-test-kit'
import { readRoleLists, type RoleLists } from '@/lib/datahub/roles'
import {
  determineBeneficialOwners,
  filingFromRoles,
  type ShareholderFiling,
} from '@/lib/datahub/gwg-beneficial-owners'
import {
  buildOwnershipTree,
  holdingsFromRoles,
  type HoldingsFiling,
} from '@/lib/datahub/ownership-tree'
import { buildBods, type BodsStatement } from './bods'
import { treeBodsLinks } from './bods-tree'

const SCHEMA_DIR = resolve(
  fileURLToPath(new URL('../../..', import.meta.url)),
  '../shared/standards/bods-0.4/schema',
)

/** Ajv refuses `urn:` ids without a namespace: give them a URL form in memory (README there). */
const urlForm = (text: string) => text.replace(/"urn:([a-z]+)/g, '"https://bods.invalid/$1')
const readSchema = (file: string) =>
  JSON.parse(urlForm(readFileSync(resolve(SCHEMA_DIR, file), 'utf8'))) as Record<string, unknown>

function codelists(): Map<string, Set<string>> {
  const lists = new Map<string, Set<string>>()
  for (const file of readdirSync(resolve(SCHEMA_DIR, 'codelists'))) {
    const lines = readFileSync(resolve(SCHEMA_DIR, 'codelists', file), 'utf8').split(/\r?\n/)
    const codes = lines
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => line.split(',')[0]!.replace(/^"|"$/g, ''))
    lists.set(file, new Set(codes))
  }
  return lists
}

function validator() {
  const lists = codelists()
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  addFormats(ajv)
  // Every field with a `codelist` takes its codes from that CSV (open codelists allow others).
  ajv.addKeyword({
    keyword: 'codelist',
    schemaType: 'string',
    validate: (file: string, data: unknown, parent?: { openCodelist?: boolean }) =>
      typeof data !== 'string' || parent?.openCodelist === true || !!lists.get(file)?.has(data),
  })
  for (const file of [
    'components.json',
    'entity-record.json',
    'person-record.json',
    'relationship-record.json',
  ])
    ajv.addSchema(readSchema(file))
  return ajv.compile(readSchema('statement.json'))
}

const SHAREHOLDERS = '7326258463'
const SHAREHOLDINGS = '9136475649'
const MANAGEMENT = '5906082026'

let kit: Kit
let validate: ReturnType<typeof validator>

beforeAll(async () => {
  kit = await relationKit()
  validate = validator()
}, 600_000)

async function slice(key: string, id: string, label: string): Promise<RoleLists | null> {
  const response = await kit.resolve(key, id)
  const body = (await response.json()) as { entity?: { value?: unknown } }[]
  const value = body[0]?.entity?.value
  return readRoleLists(value ?? null, {
    selfId: id,
    farType: label === 'MANAGEMENT' ? 'PERSON' : label === 'SHAREHOLDINGS' ? 'ORGANIZATION' : null,
    fallbackEnd: label === 'SHAREHOLDINGS' ? 'to' : 'from',
  })
}

/** The SHAREHOLDERS filings of a company and of every company above it, read from the hub. */
async function filingsAbove(id: string): Promise<Map<string, ShareholderFiling>> {
  const filings = new Map<string, ShareholderFiling>()
  const queue = [id]
  while (queue.length) {
    const next = queue.shift()!
    if (filings.has(next)) continue
    const filing = filingFromRoles(await slice(SHAREHOLDERS, next, 'SHAREHOLDERS'))
    filings.set(next, filing)
    if (filing.status === 'filed')
      for (const holder of filing.holders)
        if (holder.holder.type === 'ORGANIZATION' && holder.holder.id) queue.push(holder.holder.id)
  }
  return filings
}

const nameOf = (id: string) =>
  kit.one<{ name: string }>('SELECT name FROM organizations WHERE id = ?', id).name

async function subjectFor(id: string, filings: Map<string, ShareholderFiling>) {
  const company = { id, type: 'ORGANIZATION' as const, name: nameOf(id) }
  for (const [key, value] of await filingsAbove(id)) filings.set(key, value)
  const management = await slice(MANAGEMENT, id, 'MANAGEMENT')
  const lookup = (key: string) => filings.get(key) ?? ({ status: 'not-loaded' } as const)
  return {
    company,
    management,
    result: determineBeneficialOwners({ company, filings: lookup, management }),
  }
}

function expectValid(statements: BodsStatement[]) {
  const ok = validate(statements)
  expect(validate.errors ?? []).toEqual([])
  expect(ok).toBe(true)
  // Every record a relationship names is stated before it, once.
  const seen = new Set<string>()
  for (const statement of statements) {
    if (statement.recordType === 'relationship') {
      const details = statement.recordDetails as { subject: unknown; interestedParty: unknown }
      if (typeof details.subject === 'string') expect(seen).toContain(details.subject)
      if (typeof details.interestedParty === 'string')
        expect(seen).toContain(details.interestedParty)
    } else seen.add(statement.recordId)
  }
  expect(new Set(statements.map((s) => s.statementId)).size).toBe(statements.length)
}

const RETRIEVED = '2026-03-02T10:15:00Z'

describe('BODS 0.4 export on the embedded data', () => {
  it('validates the organization page export of companies with holding chains', async () => {
    const ids = kit.db
      .prepare(
        `SELECT DISTINCT organization_id AS id FROM roles
         WHERE holder_type = 'ORGANIZATION' AND end_date IS NULL ORDER BY organization_id LIMIT 25`,
      )
      .all() as { id: string }[]
    expect(ids.length).toBeGreaterThan(10)
    let withOwners = 0
    let undetermined = 0
    for (const { id } of ids) {
      const filings = new Map<string, ShareholderFiling>()
      const subject = await subjectFor(id, filings)
      const statements = buildBods({
        subjects: [subject],
        filings: (key) => filings.get(key) ?? { status: 'not-loaded' },
        retrievedAt: RETRIEVED,
        origin: 'https://explorer.example',
      })
      expectValid(statements)
      const flags = statements
        .filter((s) => s.recordType === 'relationship')
        .flatMap(
          (s) =>
            (s.recordDetails as { interests: { beneficialOwnershipOrControl?: boolean }[] })
              .interests,
        )
        .filter((interest) => interest.beneficialOwnershipOrControl === true)
      if (subject.result.owners.length) {
        withOwners++
        expect(flags.length).toBeGreaterThan(0)
      }
      if (subject.result.verdict === 'cannot-be-determined') undetermined++
      for (const statement of statements) {
        expect(statement.statementDate).toBe('2026-03-02')
        expect((statement.source as { retrievedAt: string }).retrievedAt).toBe(RETRIEVED)
      }
    }
    expect(withOwners).toBeGreaterThan(0)
    expect(undetermined).toBeLessThan(ids.length)
  }, 120_000)

  it('validates the tree export (subsidiaries too) and a watchlist export of several companies', async () => {
    const parent = kit.one<{ id: string }>(
      `SELECT holder_id AS id FROM roles WHERE holder_type = 'ORGANIZATION' AND end_date IS NULL
       GROUP BY holder_id ORDER BY count(*) DESC, holder_id LIMIT 1`,
    ).id
    const filings = new Map<string, ShareholderFiling>()
    const subject = await subjectFor(parent, filings)
    const holdings = new Map<string, HoldingsFiling>()
    const down = [parent]
    for (let depth = 0; depth < 2; depth++) {
      for (const id of down.splice(0)) {
        const filing = holdingsFromRoles(await slice(SHAREHOLDINGS, id, 'SHAREHOLDINGS'))
        holdings.set(id, filing)
        if (filing.status === 'filed')
          down.push(...filing.holdings.flatMap((h) => (h.company.id ? [h.company.id] : [])))
      }
    }
    const lookup = (key: string) => filings.get(key) ?? ({ status: 'not-loaded' } as const)
    const tree = buildOwnershipTree({
      root: subject.company,
      shareholders: lookup,
      shareholdings: (key) => holdings.get(key) ?? { status: 'not-loaded' },
      depthUp: 5,
      depthDown: 2,
      beneficialOwnerIds: new Set(
        subject.result.owners.flatMap((o) => (o.person.id ? [o.person.id] : [])),
      ),
    })
    expect(tree.nodes.some((node) => node.layer > 0)).toBe(true)
    const treeStatements = buildBods({
      subjects: [subject],
      filings: lookup,
      links: treeBodsLinks(tree),
      retrievedAt: RETRIEVED,
    })
    expectValid(treeStatements)
    const subsidiaries = tree.nodes.filter((node) => node.layer > 0)
    for (const node of subsidiaries)
      expect(treeStatements.some((s) => s.recordId === `datahub-entity-${node.key}`)).toBe(true)

    const watched = kit.db.prepare(`SELECT id FROM organizations ORDER BY id LIMIT 8`).all() as {
      id: string
    }[]
    const shared = new Map<string, ShareholderFiling>()
    const subjects = []
    for (const { id } of watched) subjects.push(await subjectFor(id, shared))
    expectValid(
      buildBods({
        subjects,
        filings: (key) => shared.get(key) ?? { status: 'not-loaded' },
        retrievedAt: RETRIEVED,
      }),
    )
  }, 120_000)

  it('rejects what the schema forbids (the validator is not blind)', () => {
    expect(validate([{ statementId: 'short', recordType: 'person' }])).toBe(false)
    const bad = buildBods({
      subjects: [],
      filings: () => ({ status: 'not-loaded' }),
      links: [
        {
          holder: { id: 'a'.repeat(32), type: 'PERSON', name: 'Anna' },
          held: { id: 'b'.repeat(32), type: 'ORGANIZATION', name: 'B GmbH' },
          share: 0.5,
          since: '2020-01-01',
        },
      ],
      retrievedAt: RETRIEVED,
    })
    expect(validate(bad)).toBe(true)
    const interest = (bad.at(-1)!.recordDetails as { interests: Record<string, unknown>[] })
      .interests[0]!
    interest.type = 'notACode'
    expect(validate(bad)).toBe(false)
  })
})
