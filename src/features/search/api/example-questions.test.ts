import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '@/lib/i18n/i18n'
import { MAX_EXAMPLES, exampleQuestions as describedExamples } from './example-questions'

beforeAll(() => activateLocale('en'))

/** The examples with their hints worded in the active language, as the start page shows them. */
const exampleQuestions = (...args: Parameters<typeof describedExamples>) =>
  describedExamples(...args).map((example) => ({ ...example, hint: i18n._(example.hint) }))

const organizations = [
  {
    name: 'Kaiser Wohnbau AG',
    register: 'München HRB 233180',
    address: 'Dresdner Straße 73, 81547 Munich, Germany',
  },
  {
    name: 'Köhler e.K.',
    register: 'Hamburg HRA 44312',
    address: 'Adlerstraße 42, 21073 Hamburg, Germany',
  },
  { name: 'Becker GmbH', register: null, address: 'Adlerallee 9a, 29484 Langendorf, Germany' },
]
const datasets = [{ name: 'German postal codes' }]

describe('example questions', () => {
  it('asks a relation, a register ID, a postal code and a dataset, all from the data', () => {
    expect(exampleQuestions({ organizations, datasets, recentOrganizations: [] })).toEqual([
      { q: 'Kaiser Wohnbau AG management', hint: 'who runs a company' },
      { q: 'Hamburg HRA 44312', hint: 'a register ID' },
      { q: '29484', hint: 'a postal code' },
      { q: 'German postal codes', hint: 'a dataset' },
    ])
  })

  it('starts with where the analyst left off and stays within the limit', () => {
    const examples = exampleQuestions({
      organizations,
      datasets,
      recentOrganizations: [{ name: 'Müller Logistik GmbH' }],
    })
    expect(examples[0]).toEqual({ q: 'Müller Logistik GmbH shareholders', hint: 'recently viewed' })
    expect(examples).toHaveLength(MAX_EXAMPLES)
  })

  it('makes do with what it has: no organizations, missing registers and addresses, long names', () => {
    expect(exampleQuestions({ organizations: [], datasets, recentOrganizations: [] })).toEqual([
      { q: 'German postal codes', hint: 'a dataset' },
    ])
    expect(
      exampleQuestions({
        organizations: [{ name: 'A'.repeat(80), register: null, address: 'Postfach 12, Berlin' }],
        datasets: [{ name: 'B'.repeat(80) }],
        recentOrganizations: [],
      }),
    ).toEqual([])
    // Five digits inside a longer number are not a postal code.
    expect(
      exampleQuestions({
        organizations: [{ name: 'X', register: null, address: 'Tel. 0301234567' }],
        datasets: [],
        recentOrganizations: [],
      }),
    ).toEqual([{ q: 'X management', hint: 'who runs a company' }])
  })
})
