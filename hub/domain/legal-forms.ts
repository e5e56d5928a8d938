/** Legal forms with the register they are entered in and the entity subtype of §5.1. */
export interface LegalForm {
  code: string
  name: string
  register: 'HRA' | 'HRB' | 'GnR' | 'VR' | 'PR' | 'GsR'
  subtype:
    'CORPORATION' | 'PARTNERSHIP' | 'COOPERATIVE' | 'ASSOCIATION' | 'SOLE_TRADER' | 'PUBLIC_LAW'
  weight: number
}

export const LEGAL_FORMS: readonly LegalForm[] = [
  {
    code: 'GmbH',
    name: 'Gesellschaft mit beschränkter Haftung',
    register: 'HRB',
    subtype: 'CORPORATION',
    weight: 58,
  },
  {
    code: 'UG (haftungsbeschränkt)',
    name: 'Unternehmergesellschaft (haftungsbeschränkt)',
    register: 'HRB',
    subtype: 'CORPORATION',
    weight: 9,
  },
  {
    code: 'GmbH & Co. KG',
    name: 'GmbH & Co. Kommanditgesellschaft',
    register: 'HRA',
    subtype: 'PARTNERSHIP',
    weight: 9,
  },
  { code: 'AG', name: 'Aktiengesellschaft', register: 'HRB', subtype: 'CORPORATION', weight: 2 },
  {
    code: 'SE',
    name: 'Europäische Gesellschaft (Societas Europaea)',
    register: 'HRB',
    subtype: 'CORPORATION',
    weight: 0.3,
  },
  { code: 'KG', name: 'Kommanditgesellschaft', register: 'HRA', subtype: 'PARTNERSHIP', weight: 3 },
  {
    code: 'OHG',
    name: 'Offene Handelsgesellschaft',
    register: 'HRA',
    subtype: 'PARTNERSHIP',
    weight: 1.5,
  },
  {
    code: 'e.K.',
    name: 'eingetragener Kaufmann / eingetragene Kauffrau',
    register: 'HRA',
    subtype: 'SOLE_TRADER',
    weight: 5,
  },
  {
    code: 'GbR',
    name: 'Gesellschaft bürgerlichen Rechts',
    register: 'GsR',
    subtype: 'PARTNERSHIP',
    weight: 1.5,
  },
  {
    code: 'PartG mbB',
    name: 'Partnerschaftsgesellschaft mit beschränkter Berufshaftung',
    register: 'PR',
    subtype: 'PARTNERSHIP',
    weight: 1,
  },
  {
    code: 'eG',
    name: 'eingetragene Genossenschaft',
    register: 'GnR',
    subtype: 'COOPERATIVE',
    weight: 0.7,
  },
  { code: 'e.V.', name: 'eingetragener Verein', register: 'VR', subtype: 'ASSOCIATION', weight: 6 },
]

export const LEGAL_FORM_BY_CODE = new Map(LEGAL_FORMS.map((form) => [form.code, form]))
