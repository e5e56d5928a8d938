/**
 * What `npm test` reads from Playwright's JSON report (scripts/test-all.mjs): per project (chromium,
 * documented) the tests passed, failed and skipped, and the tests that passed only on a retry
 * (status 'flaky'), so every run shows how often the retries were needed.
 */

/**
 * @param {import('@playwright/test/reporter').JSONReport} report
 * @returns {{
 *   projects: Map<string, { passed: number, failed: number, skipped: number }>,
 *   retried: { project: string, title: string, tries: number }[],
 * }}
 */
export function playwrightOutcomes(report) {
  const projects = new Map()
  const retried = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const counts = projects.get(test.projectName) ?? { passed: 0, failed: 0, skipped: 0 }
        const outcome =
          test.status === 'expected' || test.status === 'flaky' ? 'passed' : test.status
        if (outcome === 'passed') counts.passed++
        else if (outcome === 'skipped') counts.skipped++
        else counts.failed++
        projects.set(test.projectName, counts)
        if (test.status === 'flaky')
          retried.push({
            project: test.projectName,
            title: [...titles, spec.title].join(' › '),
            tries: test.results?.length ?? 2,
          })
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  return { projects, retried }
}

/** The lines that list the retried tests, their count first. */
export function retriedLines(retried) {
  return [
    `playwright tests that needed a retry: ${retried.length}`,
    ...retried.map((test) => `  [${test.project}] ${test.title} (passed on try ${test.tries})`),
  ]
}
