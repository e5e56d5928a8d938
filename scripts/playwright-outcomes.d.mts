import type { JSONReport } from '@playwright/test/reporter'

export interface RetriedTest {
  project: string
  title: string
  tries: number
}

export function playwrightOutcomes(report: JSONReport): {
  projects: Map<string, { passed: number; failed: number; skipped: number }>
  retried: RetriedTest[]
}

export function retriedLines(retried: RetriedTest[]): string[]
