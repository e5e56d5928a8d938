import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRef } from '@/lib/datahub/entity-ref'
import {
  determineBeneficialOwners,
  filingsFrom,
  type ShareholderFiling,
} from '@/lib/datahub/gwg-beneficial-owners'
import { activateLocale } from '@/lib/i18n/i18n'
import { ownershipRows, ownershipSummary } from './ownership-export'

const org = (id: string, name: string): EntityRef & { id: string } => ({
  id: id.padEnd(32, 'o'),
  type: 'ORGANIZATION',
  name,
})
const person = (id: string, name: string): EntityRef & { id: string } => ({
  id: id.padEnd(32, 'p'),
  type: 'PERSON',
  name,
})

const TARGET = org('target', 'Ziel GmbH')
const HOLDING = org('holding', 'Dach Holding GmbH')
const ANNA = person('anna', 'Anna Beispiel')

/** Anna controls the holding (60 %), which holds 30 % of the target; 40 % of the target is not filed. */
function result() {
  const filings = new Map<string, ShareholderFiling>([
    [TARGET.id, { status: 'filed', holders: [{ holder: HOLDING, share: 0.3, since: null }] }],
    [HOLDING.id, { status: 'filed', holders: [{ holder: ANNA, share: 0.6, since: null }] }],
  ])
  return determineBeneficialOwners({ company: TARGET, filings: filingsFrom(filings) })
}

describe('the beneficial-owner file in the interface language', () => {
  beforeAll(() => activateLocale('en'))
  afterEach(() => activateLocale('en'))

  it('words reasons, paths and what is missing in English', () => {
    const rows = ownershipRows(result())
    const owner = rows.find((row) => row.name === 'Anna Beispiel')!
    expect(owner.note).toContain('through control of Dach Holding GmbH (30 %)')
    expect(owner.paths).toBe('Anna Beispiel (60 %) > Dach Holding GmbH (30 %) > Ziel GmbH')
    const missing = rows.find((row) => row.category === 'Missing in the register data')!
    expect(missing.note).toContain(
      'the filing of Ziel GmbH accounts for 30 %; 70 % not accounted for',
    )
    expect(ownershipSummary(result()).coverage).toMatch(/^cannot be determined: /)
  })

  it('words them in German, with German digits, when the interface is German', async () => {
    await activateLocale('de')
    const rows = ownershipRows(result())
    const owner = rows.find((row) => row.name === 'Anna Beispiel')!
    expect(owner.note).toContain('durch Beherrschung von Dach Holding GmbH (30 %)')
    const missing = rows.find((row) => row.category === 'Missing in the register data')!
    expect(missing.note).toContain(
      'die Meldung von Ziel GmbH weist 30 % aus; 70 % nicht zugeordnet',
    )
    const summary = ownershipSummary(result())
    expect(summary.owners).toBe('mindestens: Anna Beispiel (30 %)')
    expect(summary.coverage).toMatch(/^nicht feststellbar: die Meldung von Ziel GmbH/)
    expect(summary.coverage).not.toMatch(/cannot|filing/)
  })
})
