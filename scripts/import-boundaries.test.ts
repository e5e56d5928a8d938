/**
 * The SPA's boundaries are the linter's (eslint.config.js): these cases fail when a rule is lost.
 * Linted as text under a file name, so nothing is written into src/.
 */
import { ESLint } from 'eslint'

const eslint = new ESLint()

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const importOf = (specifier: string) => `import { x } from '${specifier}'\nexport { x }\n`

describe('import boundaries', () => {
  it.each([
    ['src/features/match/api/probe.ts', '@/features/datasets/api/dataset-queries'],
    ['src/features/match/api/probe.ts', '../../datasets/api/dataset-queries'],
    ['src/features/match/probe.ts', '../datasets/api/dataset-queries'],
    ['src/lib/probe.ts', '@/components/data-table/cell-format'],
    ['src/lib/export/probe.ts', '../../components/data-table/cell-format'],
    ['src/lib/probe.ts', '@/features/match/api/scoring'],
    ['src/components/probe.ts', '@/features/match/api/scoring'],
    ['src/features/match/probe.ts', '../../../hub/app'],
    ['src/lib/probe.ts', '../../proxy/gateway/app'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await restrictedImports(file, importOf(specifier))).toHaveLength(1)
  })

  it.each([
    ['src/features/match/components/probe.tsx', '../api/scoring'],
    ['src/features/relations/api/models/probe.ts', '../../slice'],
    ['src/features/match/probe.ts', '@/features/match/api/scoring'],
    ['src/features/match/probe.ts', '@/components/data-table/cell-format'],
    ['src/features/match/probe.ts', '@/lib/format/format'],
    ['src/components/probe.ts', '@/lib/format/format'],
    ['src/routes/probe.tsx', '@/features/match/components/match-page'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await restrictedImports(file, importOf(specifier))).toEqual([])
  })
})
