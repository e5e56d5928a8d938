/**
 * The one Playwright fixture every spec uses. It fails a test on any unexpected console error,
 * uncaught page error or failed request, so silent breakage cannot pass. A spec that provokes an
 * error on purpose declares it with `allowConsoleErrors(/pattern/)`.
 */
import { test as base, expect, type APIRequestContext } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

interface Fixtures {
  /** Patterns of console errors this test expects (e.g. a deliberate 404). */
  allowConsoleErrors: (...patterns: RegExp[]) => void
  /**
   * Runs axe on the current page and fails on any violation. In the `documented` project it runs
   * only with `everyMode`: the same components render there with other data, the scans cost
   * seconds each, and the `chromium` project scans every page already.
   */
  expectNoAxeViolations: (options?: {
    include?: string
    exclude?: string[]
    everyMode?: boolean
  }) => Promise<void>
  /** An HTTP client for the server under test, to fetch the API truth a page should show. */
  api: APIRequestContext
}

export interface HubOptions {
  /**
   * The mode of the hub behind the server under test: `documented` in the `documented` project
   * (HUB_VARIANTS=documented, see playwright.config.ts), else `none`. A spec that cannot apply in
   * one mode skips itself with a reason: `test.skip(({ hubVariants }) => ..., 'why')`.
   */
  hubVariants: 'none' | 'documented'
}

export const test = base.extend<Fixtures, HubOptions>({
  hubVariants: ['none', { option: true, scope: 'worker' }],
  allowConsoleErrors: [
    async ({ page, hubVariants }, use, testInfo) => {
      // The documented mode refuses the relation catalogue by design (403, as the real service
      // may); the browser logs every 4xx answer as a console error, which the SPA cannot prevent.
      const allowed: RegExp[] =
        hubVariants === 'documented' ? [/status of 403 .*\/api\/v2\/relation\/(list|get)\//] : []
      const problems: string[] = []
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = `${message.text()} ${message.location().url ?? ''}`
        if (!isAllowed(text)) problems.push(`console error: ${text}`)
      })
      page.on('pageerror', (error) => {
        if (!isAllowed(error.message)) problems.push(`page error: ${error.message}`)
      })
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? ''
        // Aborted requests are the app cancelling stale work on purpose.
        if (failure.includes('ERR_ABORTED')) return
        const text = `${request.method()} ${request.url()} ${failure}`
        if (!isAllowed(text)) problems.push(`request failed: ${text}`)
      })
      await use((...patterns) => allowed.push(...patterns))
      if (testInfo.status === testInfo.expectedStatus) {
        expect(problems, 'unexpected console errors or failed requests').toEqual([])
      }
    },
    { auto: true },
  ],
  expectNoAxeViolations: async ({ page, hubVariants }, use) => {
    await use(async (options = {}) => {
      if (hubVariants === 'documented' && !options.everyMode) return
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      if (options.include) builder = builder.include(options.include)
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
      const results = await builder.analyze()
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map(
              (node) =>
                `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`,
            )
            .join(', ')})`,
      )
      expect(summary, 'axe violations').toEqual([])
    })
  },
  api: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({
      baseURL: baseURL ?? undefined,
      // A connection per request: a kept-alive one that sat idle through a long step (axe, a
      // slow page) could be reused just as the server closed it after its 5 s keep-alive, and
      // the request failed with "socket hang up" (seen once in a full run). A browser retries
      // such a request by itself; this client does not.
      extraHTTPHeaders: { connection: 'close' },
    })
    await use(context)
    await context.dispose()
  },
})

/**
 * Tag of tests about interaction alone (keyboard, resizing, scrolling, bundles, URL handling of
 * malformed input): the answers' shapes do not change them, so they run in the `chromium` project
 * only (playwright.config.ts leaves them out of `documented`), which saves CI minutes.
 */
export const INTERACTION_ONLY = '@interaction-only'

/**
 * For a test written once per interface language: runs English against the normal hub and German
 * against the documented variants, so both languages and both answer shapes are read in two runs
 * instead of four. Call it first in the test.
 */
export function eachLanguageOnOneHub(lang: 'en' | 'de', hubVariants: HubOptions['hubVariants']) {
  test.skip(
    (lang === 'de') !== (hubVariants === 'documented'),
    'each language runs against one of the two hubs',
  )
}

export { expect }
