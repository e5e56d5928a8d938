/**
 * Legal forms with the register they are entered in, the entity subtype of §5.1, and the law the
 * generator (hub/generate/organizations.ts) and the audit (hub/audit/legal-forms.ts) both follow:
 * since when the form exists, since when its register takes entries, and its minimum capital.
 */
export interface LegalForm {
  code: string
  name: string
  register: 'HRA' | 'HRB' | 'GnR' | 'VR' | 'PR' | 'GsR'
  subtype:
    'CORPORATION' | 'PARTNERSHIP' | 'COOPERATIVE' | 'ASSOCIATION' | 'SOLE_TRADER' | 'PUBLIC_LAW'
  weight: number
  /** The day the form came into existence (its statute in force); no company is founded earlier. */
  since: string
  /** The day its register first took entries, when later than `since` (PR 1995, GsR 2024). */
  registerSince?: string
  /** Minimum share capital in EUR (GmbHG § 5, AktG § 7, SE-VO Art. 4); null: the form has none. */
  minimumCapital: number | null
}

export const LEGAL_FORMS: readonly LegalForm[] = [
  {
    code: 'GmbH',
    name: 'Gesellschaft mit beschränkter Haftung',
    register: 'HRB',
    subtype: 'CORPORATION',
    weight: 58,
    since: '1892-04-20',
    minimumCapital: 25_000,
  },
  {
    code: 'UG (haftungsbeschränkt)',
    name: 'Unternehmergesellschaft (haftungsbeschränkt)',
    register: 'HRB',
    subtype: 'CORPORATION',
    weight: 9,
    since: '2008-11-01',
    minimumCapital: 1,
  },
  {
    code: 'GmbH & Co. KG',
    name: 'GmbH & Co. Kommanditgesellschaft',
    register: 'HRA',
    subtype: 'PARTNERSHIP',
    weight: 9,
    since: '1922-07-04',
    minimumCapital: null,
  },
  {
    code: 'AG',
    name: 'Aktiengesellschaft',
    register: 'HRB',
    subtype: 'CORPORATION',
    weight: 2,
    since: '1900-01-01',
    minimumCapital: 50_000,
  },
  {
    code: 'SE',
    name: 'Europäische Gesellschaft (Societas Europaea)',
    register: 'HRB',
    subtype: 'CORPORATION',
    weight: 0.3,
    since: '2004-10-08',
    minimumCapital: 120_000,
  },
  {
    code: 'KG',
    name: 'Kommanditgesellschaft',
    register: 'HRA',
    subtype: 'PARTNERSHIP',
    weight: 3,
    since: '1900-01-01',
    minimumCapital: null,
  },
  {
    code: 'OHG',
    name: 'Offene Handelsgesellschaft',
    register: 'HRA',
    subtype: 'PARTNERSHIP',
    weight: 1.5,
    since: '1900-01-01',
    minimumCapital: null,
  },
  {
    code: 'e.K.',
    name: 'eingetragener Kaufmann / eingetragene Kauffrau',
    register: 'HRA',
    subtype: 'SOLE_TRADER',
    weight: 5,
    since: '1900-01-01',
    minimumCapital: null,
  },
  {
    code: 'GbR',
    name: 'Gesellschaft bürgerlichen Rechts',
    register: 'GsR',
    subtype: 'PARTNERSHIP',
    weight: 1.5,
    since: '1900-01-01',
    registerSince: '2024-01-01',
    minimumCapital: null,
  },
  {
    code: 'PartG mbB',
    name: 'Partnerschaftsgesellschaft mit beschränkter Berufshaftung',
    register: 'PR',
    subtype: 'PARTNERSHIP',
    weight: 1,
    since: '2013-07-19',
    minimumCapital: null,
  },
  {
    code: 'eG',
    name: 'eingetragene Genossenschaft',
    register: 'GnR',
    subtype: 'COOPERATIVE',
    weight: 0.7,
    since: '1889-10-01',
    minimumCapital: null,
  },
  {
    code: 'e.V.',
    name: 'eingetragener Verein',
    register: 'VR',
    subtype: 'ASSOCIATION',
    weight: 6,
    since: '1900-01-01',
    minimumCapital: null,
  },
]

export const LEGAL_FORM_BY_CODE = new Map(LEGAL_FORMS.map((form) => [form.code, form]))
