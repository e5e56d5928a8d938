/**
 * Company or Organization in FollowTheMoney, from a German legal form. FtM lets only an asset be
 * owned: a Company is one (capital companies, partnerships, cooperatives, sole traders), an
 * Organization is not (associations, foundations, bodies and institutions under public law, which
 * have members or a founder, not shareholders). The Data Hub gives the form as a code (`GmbH`) or
 * a long name (`Gesellschaft mit beschränkter Haftung`), and its entity subtype says the same
 * thing in one word; each is read here.
 */

export type FtmOrganizationSchema = 'Company' | 'Organization'

/** The Data Hub's `entity_subtype`s and the schema each is. */
const BY_SUBTYPE: Record<string, FtmOrganizationSchema> = {
  CORPORATION: 'Company',
  PARTNERSHIP: 'Company',
  COOPERATIVE: 'Company',
  SOLE_TRADER: 'Company',
  ASSOCIATION: 'Organization',
  PUBLIC_LAW: 'Organization',
}

/**
 * Forms that are companies, by code or name. A company form wins over a word of the other kind in
 * the same text: a "Stiftung & Co. KG" is a KG, a "Verein GmbH" a GmbH.
 */
const COMPANY_FORM = new RegExp(
  [
    'gmbh', // also gGmbH, GmbH & Co. KG
    'gesellschaft mit beschränkter haftung',
    '\\bug\\b',
    'unternehmergesellschaft',
    '\\bag\\b',
    'aktiengesellschaft',
    '\\bse\\b',
    'societas europaea',
    'europäische gesellschaft',
    'kgaa',
    'kommanditgesellschaft', // also "auf Aktien"
    '\\bkg\\b',
    '\\bohg\\b',
    'offene handelsgesellschaft',
    '\\be\\.\\s?k(fm|fr)?\\.',
    'eingetragene[r]? kauf(mann|frau)',
    'einzelunternehm',
    '\\bgbr\\b',
    'gesellschaft bürgerlichen rechts',
    '\\bpartg\\b',
    'partnerschaftsgesellschaft',
    '\\be\\.?g\\.?$',
    '\\beg\\b',
    'genossenschaft',
    '\\b(ltd|limited|inc|plc|llc|llp|sarl|s\\.a\\.|b\\.v\\.|n\\.v\\.)(\\b|$)',
  ].join('|'),
  'i',
)

/**
 * The schema for an organization. The subtype, when the record gives a known one, decides; else
 * the legal form's code or name. With neither, a Company: the register entries the explorer shows
 * are mostly companies, and a Company may be linked as the asset of an ownership.
 */
export function ftmOrganizationSchema(
  legalForm: string | null | undefined,
  subtype?: string | null,
): FtmOrganizationSchema {
  const bySubtype = subtype ? BY_SUBTYPE[subtype.toUpperCase()] : undefined
  if (bySubtype) return bySubtype
  const form = legalForm?.trim()
  if (!form) return 'Company'
  // Any other form (e.V., Stiftung, KdöR, AöR, …, or one not named above) is not claimed to be
  // ownable.
  return COMPANY_FORM.test(form) ? 'Company' : 'Organization'
}
