/**
 * The FollowTheMoney export (src/lib/export/ftm-legal-forms.ts) against every legal form this hub
 * generates: each is a Company or an Organization by its code, its long name and its subtype, and
 * an export of them validates against the published model. Kept beside the list, so a form added
 * here is checked there.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { FtmWriter } from '../../src/lib/export/ftm'
import { ftmOrganizationSchema } from '../../src/lib/export/ftm-legal-forms'
import { validateFtm, type FtmModel } from '../../src/lib/export/ftm-validate'
import { LEGAL_FORMS } from './legal-forms'

const require = createRequire(import.meta.url)
const model = JSON.parse(
  readFileSync(require.resolve('@alephdata/followthemoney/dist/defaultModel.json'), 'utf8'),
) as FtmModel

/** Only associations and bodies under public law have no owners. */
const expected = (subtype: string) =>
  subtype === 'ASSOCIATION' || subtype === 'PUBLIC_LAW' ? 'Organization' : 'Company'

describe('FtM schema of every legal form the hub generates', () => {
  for (const form of LEGAL_FORMS) {
    it(`${form.code} (${form.subtype}) is a ${expected(form.subtype)} by code, name and subtype`, () => {
      const schema = expected(form.subtype)
      expect(ftmOrganizationSchema(form.code)).toBe(schema)
      expect(ftmOrganizationSchema(form.name)).toBe(schema)
      expect(ftmOrganizationSchema(null, form.subtype)).toBe(schema)
      expect(ftmOrganizationSchema(form.code, form.subtype)).toBe(schema)
    })
  }

  it('exports each as a valid entity that a shareholder can own when it is a company', () => {
    const writer = new FtmWriter({
      publisher: 'Data Hub',
      url: 'http://127.0.0.1/organizations/x',
      retrievedAt: '2026-11-28T06:00:00Z',
    })
    LEGAL_FORMS.forEach((form, index) => {
      const id = `org${index}`
      writer.organization({ id, name: `Beispiel ${form.code}`, legalForm: form.code })
      if (expected(form.subtype) === 'Company')
        writer.link({
          kind: 'ownership',
          holder: { id: `p${index}`, type: 'PERSON', name: 'Erika Mustermann' },
          target: { id, type: 'ORGANIZATION', name: `Beispiel ${form.code}` },
          percentage: 100,
        })
    })
    expect(validateFtm(model, writer.lines())).toEqual([])
    const schemas = Object.fromEntries(
      writer
        .lines()
        .flatMap((entity) =>
          entity.id.startsWith('datahub-org')
            ? [[entity.properties.legalForm![0], entity.schema]]
            : [],
        ),
    )
    for (const form of LEGAL_FORMS) expect(schemas[form.code]).toBe(expected(form.subtype))
  })
})

describe('FtM schema of forms the hub does not generate', () => {
  it.each([
    ['KGaA', 'Company'],
    ['Kommanditgesellschaft auf Aktien', 'Company'],
    ['gGmbH', 'Company'],
    ['Stiftung & Co. KG', 'Company'],
    ['PartG', 'Company'],
    ['e.Kfm.', 'Company'],
    ['Ltd.', 'Company'],
    ['Stiftung', 'Organization'],
    ['rechtsfähige Stiftung des bürgerlichen Rechts', 'Organization'],
    ['KdöR', 'Organization'],
    ['Körperschaft des öffentlichen Rechts', 'Organization'],
    ['AöR', 'Organization'],
    ['Anstalt des öffentlichen Rechts', 'Organization'],
    ['wirtschaftlicher Verein', 'Organization'],
    ['Zweckverband', 'Organization'],
  ] as const)('%s is a %s', (form, schema) => {
    expect(ftmOrganizationSchema(form)).toBe(schema)
  })

  it('is a Company with no form, and no ownable asset for a form it does not know', () => {
    expect(ftmOrganizationSchema(null)).toBe('Company')
    expect(ftmOrganizationSchema('  ')).toBe('Company')
    expect(ftmOrganizationSchema('Sonstige Rechtsform')).toBe('Organization')
  })

  it('lets a known subtype decide over the form text', () => {
    expect(ftmOrganizationSchema('Sonstige Rechtsform', 'CORPORATION')).toBe('Company')
    expect(ftmOrganizationSchema('GmbH', 'ASSOCIATION')).toBe('Organization')
    expect(ftmOrganizationSchema('GmbH', 'SOMETHING_NEW')).toBe('Company')
  })
})
