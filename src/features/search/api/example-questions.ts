import { msg, t } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
/**
 * Example questions for the start page, built from answers the page has anyway: a few active
 * organizations (one small plain search), the dataset catalogue and the analyst's recently viewed
 * entities. Nothing is hard-coded, so every example names something the current upstream has.
 * Each kind exercises another part of fusion search (docs/datahub-api.md §4.6): a company's name
 * with a relation word, a register ID, a postal code, a dataset's name.
 */
export interface ExampleQuestion {
  q: string
  /** What the example shows off, in a few words (translated where it is shown). */
  hint: MessageDescriptor
}

export interface ExampleSources {
  organizations: { name: string; register: string | null; address: string | null }[]
  datasets: { name: string }[]
  recentOrganizations: { name: string }[]
}

export const MAX_EXAMPLES = 5
/** A name longer than this makes a clumsy example. */
const MAX_LENGTH = 70

/** A German postal code: five digits standing alone in the one-line address. */
const POSTAL_CODE = /(?:^|\D)(\d{5})(?!\d)/

export function exampleQuestions({
  organizations,
  datasets,
  recentOrganizations,
}: ExampleSources): ExampleQuestion[] {
  const candidates: (ExampleQuestion | null)[] = []
  // Relation words fusion search knows in either language (docs/datahub-api.md §4.6), worded in
  // the language shown now: call this when rendering.
  const shareholders = t({
    message: 'shareholders',
    comment: 'A word the Data Hub search reads as the shareholders relation: "gesellschafter"',
  })
  const management = t({
    message: 'management',
    comment: 'A word the Data Hub search reads as the management relation: "geschäftsführer"',
  })
  const recent = recentOrganizations[0]
  if (recent) candidates.push({ q: `${recent.name} ${shareholders}`, hint: msg`recently viewed` })
  const [first, second, third] = organizations
  if (first) candidates.push({ q: `${first.name} ${management}`, hint: msg`who runs a company` })
  const withRegister = [second, first, third].find((org) => org?.register)
  if (withRegister?.register)
    candidates.push({ q: withRegister.register, hint: msg`a register ID` })
  const withCode = [third, second, first]
    .map((org) => org?.address?.match(POSTAL_CODE)?.[1])
    .find(Boolean)
  if (withCode) candidates.push({ q: withCode, hint: msg`a postal code` })
  const dataset = datasets.find((entry) => entry.name.length <= MAX_LENGTH)
  if (dataset) candidates.push({ q: dataset.name, hint: msg`a dataset` })

  const seen = new Set<string>()
  return candidates
    .filter((candidate): candidate is ExampleQuestion => {
      if (!candidate) return false
      const q = candidate.q.trim()
      if (!q || q.length > MAX_LENGTH || seen.has(q.toLowerCase())) return false
      seen.add(q.toLowerCase())
      return true
    })
    .slice(0, MAX_EXAMPLES)
}
