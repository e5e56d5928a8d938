/**
 * The organization page's dossier: the call count before anything is read, then the PDF in English
 * and in German, read back as a reader would: its text (sections, register ID, sources, page
 * numbers, the hash on every page), the attached content whose SHA-256 is that hash, and its size.
 */
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve as resolvePath } from 'node:path'
import Database from 'better-sqlite3'
import type { PDFRawStream } from 'pdf-lib'
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { E2E_HUB_DB } from './hub-db'
import { eachLanguageOnOneHub, test, expect } from './fixtures'

/**
 * An organization with current shareholders, published accounts and, where the hub has one, a
 * current holding in another company: every section has data, and the tree reaches both ways.
 */
function dossierCandidate(): { id: string; subsidiary: string | null } {
  const db = new Database(resolvePath(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare(
        `SELECT r.organization_id AS id FROM roles r
         JOIN financial_years f ON f.organization_id = r.organization_id
         WHERE r.end_date IS NULL AND r.label = 'SHAREHOLDER'
         GROUP BY r.organization_id HAVING COUNT(DISTINCT f.year) >= 2
         ORDER BY EXISTS (SELECT 1 FROM roles h WHERE h.holder_id = r.organization_id
                            AND h.end_date IS NULL AND h.label = 'SHAREHOLDER') DESC,
                  COUNT(DISTINCT r.id) DESC, r.organization_id LIMIT 1`,
      )
      .get() as { id: string } | undefined
    if (!row) throw new Error('no organization with shareholders and two years of accounts')
    const held = db
      .prepare(
        `SELECT o.name FROM roles h JOIN organizations o ON o.id = h.organization_id
         WHERE h.holder_id = ? AND h.end_date IS NULL AND h.label = 'SHAREHOLDER'
         ORDER BY o.name LIMIT 1`,
      )
      .get(row.id) as { name: string } | undefined
    return { id: row.id, subsidiary: held?.name ?? null }
  } finally {
    db.close()
  }
}

/** The attachment `dossier-content.json`, as bytes, read with pdf-lib. */
async function attachedContent(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf)
  const names = doc.catalog.lookup(PDFName.of('Names'), PDFDict)
  const files = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict)
  const list = files.lookup(PDFName.of('Names'), PDFArray)
  for (let index = 0; index < list.size(); index += 2) {
    const spec = list.lookup(index + 1, PDFDict)
    // pdf-lib writes the name as a (UTF-16) hex string: decode it.
    const name = (spec.lookup(PDFName.of('UF')) ?? spec.lookup(PDFName.of('F'))) as
      { decodeText?: () => string } | undefined
    if (!(name?.decodeText?.() ?? String(name)).includes('dossier-content.json')) continue
    const embedded = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream
    return decodePDFRawStream(embedded).decode()
  }
  throw new Error('the dossier has no dossier-content.json attachment')
}

/** The text of each page (poppler's pdftotext, installed by .ci/run). */
function pageTexts(file: string): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], {
    encoding: 'utf8',
  })
  return text.split('\f').filter((page) => page.trim())
}

const WORDS = {
  en: {
    open: 'Dossier (PDF)',
    create: 'Create the dossier',
    calls:
      /The dossier reads \d+ slices? that (is|are) not loaded yet|Every slice the dossier shows is loaded/,
    sections: [
      'Identity and register facts',
      'Management',
      'Shareholders',
      'Beneficial owners',
      'Ownership tree',
      'Key figures',
      'Balance sheet',
      'Profit and loss',
      'Head office',
      'Sources',
    ],
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    hash: 'SHA-256 of the content',
  },
  de: {
    open: 'Dossier (PDF)',
    create: 'Dossier erstellen',
    calls:
      /Das Dossier liest \d+ noch nicht geladenen? Abschnitte?|Alle Abschnitte des Dossiers sind geladen/,
    sections: [
      'Identität und Registerangaben',
      'Gesellschafter',
      'Wirtschaftlich Berechtigte',
      'Beteiligungsbaum',
      'Bilanz',
      'Gewinn- und Verlustrechnung',
      'Quellen',
    ],
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    hash: 'SHA-256 des Inhalts',
  },
} as const

for (const lang of ['en', 'de'] as const) {
  test(`the dossier in ${lang}: calls shown first, sections, register ID, sources, the hash on every page matches the content, under 1 MB`, async ({
    page,
    api,
    hubVariants,
  }) => {
    eachLanguageOnOneHub(lang, hubVariants)
    const words = WORDS[lang]
    const { id, subsidiary } = dossierCandidate()
    expect(subsidiary, 'the hub has a company with a subsidiary for the tree').not.toBeNull()
    const record = await (await api.get(`/api/v2/entities/organization/get/${id}`)).json()
    const registerId: string =
      record.legal.registration_authority.local.registration_authority_entity_name
    await page.goto(`/organizations/${id}${lang === 'de' ? '?lang=de' : ''}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The page's own reads (the open tab, the head office's context) are done before counting.
    await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0, { timeout: 15_000 })

    let resolves = 0
    page.on('request', (request) => {
      const url = request.url()
      if (url.includes('/api/v2/relation/resolve/') && url.endsWith(`/${id}`)) resolves += 1
    })
    await page.getByRole('button', { name: words.open }).click()
    const panel = page.getByTestId('dossier-panel')
    await expect(panel.getByTestId('dossier-calls')).toHaveText(words.calls)
    // Counting spends nothing: the slices are read only when asked.
    expect(resolves).toBe(0)
    const announced = Number(
      /(\d+)/.exec(await panel.getByTestId('dossier-calls').innerText())?.[1] ?? 0,
    )
    const download = page.waitForEvent('download')
    await panel.getByRole('button', { name: words.create }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^dossier-.*\.pdf$/)
    const path = join(mkdtempSync(join(tmpdir(), 'dossier-')), 'dossier.pdf')
    await file.saveAs(path)
    await expect(panel.getByTestId('dossier-done')).toBeVisible()
    expect(resolves).toBeGreaterThanOrEqual(announced)

    const pdf = new Uint8Array(readFileSync(path))
    expect(pdf.byteLength).toBeLessThan(1024 * 1024)

    // The content the hash covers: attached, and its SHA-256 is printed on every page.
    const content = await attachedContent(pdf)
    const hash = createHash('sha256').update(content).digest('hex')
    const json = JSON.parse(new TextDecoder().decode(content))
    expect(json.language).toBe(lang)
    // The documented variants serve an ID that starts with 0 without it (hub/variants/ids.ts):
    // the dossier names the organization as the Data Hub does.
    const servedId = hubVariants === 'documented' ? id.replace(/^0/, '') : id
    expect(json.organizationId).toBe(servedId)
    expect(json.registerId).toBe(registerId)
    expect(json.sources.length).toBeGreaterThanOrEqual(8)
    expect(json.sources.map((source: { request: string }) => source.request).join('\n')).toContain(
      `/relation/resolve/`,
    )

    const pages = pageTexts(path)
    expect(pages.length).toBeGreaterThanOrEqual(2)
    pages.forEach((text, index) => {
      const flat = text.replace(/\s+/g, ' ')
      expect(flat).toContain(words.page(index + 1, pages.length))
      expect(flat).toContain(words.hash)
      expect(flat).toContain(hash)
    })
    const all = pages.join('\n').replace(/\s+/g, ' ')
    expect(all).toContain(registerId)
    for (const section of words.sections) expect(all).toContain(section)
    // Every section the content holds is in the text, and each source's request.
    for (const section of json.sections) expect(all).toContain(section.title.split(' (')[0])
    // The Sources table wraps a long path inside its cell, and the text runs across the row's
    // columns: the path's start is read here, the whole path in the content (above).
    expect(all).toContain('/api/v2/entities/organization/get/')
    expect(json.sources.map((source: { request: string }) => source.request).join('\n')).toContain(
      `/entities/organization/get/`,
    )
    expect(all).toContain(json.link.slice(0, 40))

    // The ownership tree reaches down to the subsidiaries (SHAREHOLDINGS, read like the tree
    // page's): one of them is drawn below the company, and its slice is among the sources.
    const tree = json.sections
      .find((section: { id: string }) => section.id === 'ownership-tree')
      .blocks.find((block: { kind: string }) => block.kind === 'tree')
    const below = tree.layers
      .filter((layer: { layer: number }) => layer.layer > 0)
      .flatMap((layer: { nodes: { label: string }[] }) => layer.nodes.map((node) => node.label))
    expect(below).toContain(subsidiary)
    expect(all).toContain(subsidiary!.split(' ')[0])
    expect(json.sources.map((source: { request: string }) => source.request).join('\n')).toContain(
      'SHAREHOLDINGS',
    )
    writeFileSync(`${path}.json`, content)

    // The version-pinned link opens the organization and says the data is still that version.
    await page.goto(json.link)
    await expect(page.getByTestId('link-version-notice')).toHaveAttribute(
      'data-same-version',
      'true',
    )
  })
}
