import { describe, expect, it } from 'vitest'
import { playwrightOutcomes, retriedLines } from './playwright-outcomes.mjs'

/** One test result per try, as Playwright's JSON report writes it (trimmed to what is read). */
const tries = (...statuses: string[]) =>
  statuses.map((status, retry) => ({ status, retry, errors: [] }))
const test = (projectName: string, status: string, results = tries('passed')) => ({
  projectName,
  projectId: projectName,
  expectedStatus: 'passed',
  status,
  results,
})

// The shape of a real report (a describe block inside a file, a test per project), with a test
// that passed on its retry in one project and one that failed in both tries.
const report = {
  suites: [
    {
      title: 'back-restores.spec.ts',
      specs: [
        {
          title: 'Back returns to the same place in a result list',
          tests: [test('chromium', 'flaky', tries('failed', 'passed'))],
        },
      ],
      suites: [
        {
          title: 'the dataset table',
          specs: [
            {
              title: 'keeps its first row',
              tests: [
                test('chromium', 'expected'),
                test('documented', 'unexpected', tries('failed', 'failed')),
              ],
            },
            { title: 'opens wide', tests: [test('documented', 'skipped', tries('skipped'))] },
          ],
        },
      ],
    },
  ],
}

describe('playwright outcomes', () => {
  it('counts per project, a test passed on its retry as passed', () => {
    const { projects } = playwrightOutcomes(report as never)
    expect(Object.fromEntries(projects)).toEqual({
      chromium: { passed: 2, failed: 0, skipped: 0 },
      documented: { passed: 0, failed: 1, skipped: 1 },
    })
  })

  it('lists the tests that needed a retry, with their project and the titles above them', () => {
    const { retried } = playwrightOutcomes(report as never)
    expect(retriedLines(retried)).toEqual([
      'playwright tests that needed a retry: 1',
      '  [chromium] back-restores.spec.ts › Back returns to the same place in a result list (passed on try 2)',
    ])
  })

  it('says so when no test needed one', () => {
    expect(retriedLines([])).toEqual(['playwright tests that needed a retry: 0'])
  })
})
