/**
 * The contract is written once (contract/): the linter refuses its copies elsewhere. These cases
 * fail when the rule in eslint.config.js is lost or stops matching. Linted as text, nothing written.
 */
import { ESLint } from 'eslint'

const eslint = new ESLint()

async function contractCopies(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax')
    .length
}

describe('the contract lint rule', () => {
  it.each([
    ['src/lib/probe.ts', "export const key = '5906082026'"],
    ['proxy/probe.ts', 'export const path = (id: string) => `/relation/resolve/5906082026/${id}`'],
    ['hub/probe.ts', "export const older = '67533702'"],
    ['bench/probe.ts', "export type T = 'ORGANIZATION' | 'PERSON' | 'LOCATION'"],
    [
      'src/features/match/probe.ts',
      "export type T = 'location' | 'organization' | 'person' | null",
    ],
    ['contract/probe.ts', "import { z } from 'zod/mini'\nexport { z }"],
  ])('%s may not write %s', async (file, code) => {
    expect(await contractCopies(file, code)).toBe(1)
  })

  it.each([
    ['contract/probe.ts', "export const key = '5906082026'"],
    ['src/lib/probe.test.ts', "export const key = '5906082026'"],
    ['e2e/probe.spec.ts', "export const key = '5906082026'"],
    // A dataset key looks alike but is no relation.
    ['src/lib/probe.ts', "export const stream = '4412095001'"],
    // A subset of the types (a role's holder) and a union of objects are no copies.
    ['hub/probe.ts', "export type Holder = 'ORGANIZATION' | 'PERSON'"],
    [
      'src/lib/probe.ts',
      "export type G = { t: 'ORGANIZATION' } | { t: 'PERSON' } | { t: 'LOCATION' }",
    ],
    ['contract/probe.ts', "import { ENTITY_TYPES } from './entity-types'\nexport { ENTITY_TYPES }"],
  ])('%s may write %s', async (file, code) => {
    expect(await contractCopies(file, code)).toBe(0)
  })
})
