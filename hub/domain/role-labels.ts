/**
 * The role vocabulary: which role labels count as management and which as ownership, and how the
 * register words them. The generator writes roles and announcements with it; the resolvers select
 * by it, so a slice never shows a label the generator did not write.
 */

/** Role labels as the register words them. */
export const ROLE_WORDS: Record<string, string> = {
  MANAGING_DIRECTOR: 'Geschäftsführer',
  BOARD_MEMBER: 'Vorstandsmitglied',
  SUPERVISORY_BOARD_MEMBER: 'Aufsichtsratsmitglied',
  PROKURIST: 'Prokurist',
  LIQUIDATOR: 'Liquidator',
  FULLY_LIABLE_PARTNER: 'Persönlich haftender Gesellschafter',
  LIMITED_PARTNER: 'Kommanditist',
  OWNER: 'Inhaber',
  SHAREHOLDER: 'Gesellschafter',
}

/** Roles that represent or supervise the organization (MANAGEMENT and register announcements). */
export const MANAGEMENT_LABELS = [
  'MANAGING_DIRECTOR',
  'BOARD_MEMBER',
  'SUPERVISORY_BOARD_MEMBER',
  'PROKURIST',
  'LIQUIDATOR',
  'FULLY_LIABLE_PARTNER',
  'OWNER',
]
/** Roles that hold capital (SHAREHOLDERS, SHAREHOLDINGS, UBO). Partners appear in both lists, as in the register. */
export const OWNERSHIP_LABELS = ['SHAREHOLDER', 'LIMITED_PARTNER', 'FULLY_LIABLE_PARTNER', 'OWNER']

export const sqlList = (labels: readonly string[]) => labels.map((label) => `'${label}'`).join(', ')
