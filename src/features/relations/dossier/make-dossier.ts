/**
 * Content, hash and PDF in one step, loaded when a dossier is asked for: the content builder and
 * pdf-lib stay out of the organization page's code until then.
 */
import { t } from '@lingui/core/macro'
import type { DossierData } from './dossier-data'

export interface MadeDossier {
  pdf: Uint8Array
  hash: string
  fileName: string
}

export async function makeDossier(
  data: DossierData,
  origin: string,
  now: Date,
): Promise<MadeDossier> {
  const [{ dossierContent, canonicalContent, contentHash }, { writeDossierPdf }] =
    await Promise.all([import('./dossier-content'), import('./dossier-pdf')])
  const content = dossierContent(data, origin, now.toISOString())
  const bytes = canonicalContent(content)
  const hash = await contentHash(bytes)
  const pdf = await writeDossierPdf(content, bytes, hash, {
    page: (page, pages) => t`Page ${page} of ${pages}`,
    hash: t`SHA-256 of the content (attachment dossier-content.json): `,
    sources: t`Sources`,
    columns: {
      section: t`Section`,
      request: t`Data Hub request`,
      version: t`Data version`,
      retrieved: t`Retrieved (UTC)`,
    },
    link: t`This organization in the explorer, at this record version:`,
    attachment: t`The dossier's content (JSON): its SHA-256 is printed on every page.`,
    verify: t`To verify: extract the attachment dossier-content.json from this PDF and compute its SHA-256 (for example with sha256sum); it must equal the value printed on every page. The attachment holds every text of this dossier.`,
  })
  const register = (data.org.register.entityName ?? data.org.id).replace(/[^\p{L}\p{N}]+/gu, '-')
  return { pdf, hash, fileName: `dossier-${register}-${now.toISOString().slice(0, 10)}.pdf` }
}
