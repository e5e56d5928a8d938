/**
 * Register history (Handelsregisterbekanntmachungen) and insolvency-court notices. Both come from
 * one pass over the organizations so that the insolvency opening date in the register's
 * STATUS_CHANGE is the same date as in the court's OPENING notice.
 */
import type { GenerateContext } from './context'
import { batchInserter, forEachOrganizationPage } from './batch-insert'
import { MANAGEMENT_LABELS, sqlList } from '../domain/role-labels'
import { insolvencyNotices } from './relation-insolvency'
import { orgPublications, type MemberRole } from './relation-publications'
import type { RegisterOrg } from './register-org'

export function generateRegister(ctx: GenerateContext): { publications: number; notices: number } {
  const random = ctx.random('relation-register')
  const members = loadMemberRoles(ctx)
  const insertPublication = batchInserter(ctx.db, 'register_publications', [
    'organization_id',
    'date',
    'category',
    'title',
    'text',
    'source',
    'holder_id',
    'holder_type',
    'role_label',
  ])
  const insertNotice = batchInserter(ctx.db, 'insolvency_notices', [
    'organization_id',
    'date',
    'court',
    'case_number',
    'category',
    'text',
  ])
  forEachOrganizationPage<RegisterOrg>(
    ctx.db,
    `id, seq, name, other_names, legal_form, status, register_court, register_type,
      register_number, registration_date, cessation_date, status_date, share_capital, street, house_number, postal_code, city, purpose_de`,
    (orgs, fraction) => {
      for (const org of orgs) {
        const statusDate = org.status_date
        for (const row of orgPublications(org, members.get(org.id) ?? [], statusDate, random))
          insertPublication.push(row)
        for (const notice of insolvencyNotices(org, statusDate, random)) {
          insertNotice.push([
            org.id,
            notice.date,
            notice.court,
            notice.caseNumber,
            notice.category,
            notice.text,
          ])
        }
      }
      ctx.progress('relations: register history', fraction)
    },
    ctx.size.organizations,
  )
  return { publications: insertPublication.finish(), notices: insertNotice.finish() }
}

/** Management roles with a printable description of the holder, grouped by organization. */
function loadMemberRoles(ctx: GenerateContext): Map<string, MemberRole[]> {
  // Holder descriptions from full scans into maps: far cheaper than a per-role join on hex keys.
  const cities = new Map(
    ctx.db
      .prepare(`SELECT id, city FROM locations WHERE subtype = 'CITY_POSTAL_CODE'`)
      .raw()
      .all() as [string, string | null][],
  )
  const persons = new Map<string, string>()
  for (const [id, given, family, birthDate, home] of ctx.db
    .prepare('SELECT id, given, family, birth_date, home_location_id FROM persons')
    .raw()
    .all() as [string, string, string, string | null, string | null][]) {
    const city = home ? cities.get(home) : null
    persons.set(
      id,
      `${family}, ${given}${city ? `, ${city}` : ''}${birthDate ? `, *${birthDate}` : ''}`,
    )
  }
  const organizations = new Map<string, string>()
  for (const [id, text] of ctx.db
    .prepare(
      `SELECT o.id, o.name || COALESCE(', ' || o.city, '') || ' (Amtsgericht ' || o.register_court || ' ' ||
         o.register_type || ' ' || o.register_number || ')'
       FROM organizations o WHERE o.id IN (SELECT holder_id FROM roles WHERE holder_type = 'ORGANIZATION')`,
    )
    .raw()
    .all() as [string, string][])
    organizations.set(id, text)
  const rows = ctx.db
    .prepare(
      `SELECT organization_id, holder_id, holder_type, label, start_date, end_date FROM roles
       WHERE label IN (${sqlList(MANAGEMENT_LABELS)}) ORDER BY id`,
    )
    .all() as Omit<MemberRole, 'display'>[]
  const byOrg = new Map<string, MemberRole[]>()
  for (const row of rows) {
    const display = (row.holder_type === 'PERSON' ? persons : organizations).get(row.holder_id)
    if (display === undefined) continue // holder missing from the register: nothing to announce
    const role = { ...row, display }
    const list = byOrg.get(row.organization_id)
    if (list) list.push(role)
    else byOrg.set(row.organization_id, [role])
  }
  return byOrg
}
