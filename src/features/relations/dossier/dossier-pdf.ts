/**
 * Lays the dossier's content out as an A4 PDF with pdf-lib (loaded only when a dossier is asked
 * for): Noto Sans subset into the file (every German character, selectable and searchable text),
 * tables that break across pages with their header repeated, the ownership tree and the head
 * office's map drawn as vectors, and on every page its number and the SHA-256 of the content. The
 * content's canonical bytes travel inside the file as the attachment `dossier-content.json`, so a
 * reader can hash them and compare.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import fontkit from '@pdf-lib/fontkit'
import regularUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url'
import boldUrl from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url'
import type { DossierBlock, DossierContent } from './dossier-content'

export interface PdfLabels {
  /** "Page 3 of 9" */
  page: (page: number, pages: number) => string
  /** "SHA-256 of the content (dossier-content.json): " */
  hash: string
  sources: string
  columns: { section: string; request: string; version: string; retrieved: string }
  link: string
  attachment: string
  verify: string
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = { left: 48, right: 48, top: 52, bottom: 64 }
const WIDTH = A4.width - MARGIN.left - MARGIN.right
const BODY = 9
const LINE = 12.5
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.38, 0.42, 0.48)
const WARNING = rgb(0.55, 0.25, 0.02)
const RULE = rgb(0.8, 0.83, 0.87)
const ACCENT = rgb(0.03, 0.35, 0.55)

async function fontBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The dossier's font could not be loaded (${response.status}).`)
  return response.arrayBuffer()
}

/**
 * Each word's width at size 1, per font. pdf-lib measures a text by shaping it with fontkit, some
 * milliseconds a call; measuring every candidate line of every paragraph and cell that way took
 * most of a dossier's seconds. A line's width is its words' widths plus its spaces' (the kerning
 * across a space, which this leaves out, is a fraction of a point).
 */
const wordWidths = new WeakMap<PDFFont, Map<string, number>>()

function wordWidth(font: PDFFont, word: string): number {
  let widths = wordWidths.get(font)
  if (!widths) wordWidths.set(font, (widths = new Map()))
  let width = widths.get(word)
  if (width === undefined) widths.set(word, (width = font.widthOfTextAtSize(word, 1)))
  return width
}

/** The width of one line of text at `size`, from its words' widths. */
export function textWidth(text: string, font: PDFFont, size: number): number {
  const words = text.split(' ')
  let width = (words.length - 1) * wordWidth(font, ' ')
  for (const word of words) if (word) width += wordWidth(font, word)
  return width * size
}

/** Breaks text into lines no wider than `width`, at spaces (a word longer than a line is cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  const space = wordWidth(font, ' ') * size
  for (const paragraph of text.split('\n')) {
    let line = ''
    let lineWidth = 0
    for (const word of paragraph.split(/ +/)) {
      const measured = wordWidth(font, word) * size
      const candidateWidth = line ? lineWidth + space + measured : measured
      if (candidateWidth <= width) {
        line = line ? `${line} ${word}` : word
        lineWidth = candidateWidth
        continue
      }
      if (line) lines.push(line)
      let rest = word
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
      lineWidth = textWidth(rest, font, size)
    }
    lines.push(line)
  }
  return lines
}

class Layout {
  page!: PDFPage
  y = 0
  readonly pages: PDFPage[] = []
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage()
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height])
    this.pages.push(this.page)
    this.y = A4.height - MARGIN.top
  }

  /** Starts a new page unless `height` still fits. */
  room(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage()
  }

  text(
    line: string,
    x: number,
    options: { size?: number; font?: PDFFont; color?: typeof INK } = {},
  ) {
    this.page.drawText(line, {
      x,
      y: this.y,
      size: options.size ?? BODY,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    })
  }

  paragraph(
    text: string,
    options: { size?: number; font?: PDFFont; color?: typeof INK; indent?: number } = {},
  ) {
    const size = options.size ?? BODY
    const height = size + 3.5
    for (const line of wrap(
      text,
      options.font ?? this.regular,
      size,
      WIDTH - (options.indent ?? 0),
    )) {
      this.room(height)
      this.y -= size
      this.text(line, MARGIN.left + (options.indent ?? 0), options)
      this.y -= 3.5
    }
  }

  heading(title: string) {
    this.room(48)
    this.y -= 10
    this.paragraph(title, { size: 13, font: this.bold, color: ACCENT })
    this.page.drawLine({
      start: { x: MARGIN.left, y: this.y },
      end: { x: MARGIN.left + WIDTH, y: this.y },
      thickness: 0.6,
      color: RULE,
    })
    this.y -= 6
  }

  facts(rows: [string, string][]) {
    const labelWidth = 130
    for (const [label, value] of rows) {
      const lines = wrap(value, this.regular, BODY, WIDTH - labelWidth)
      this.room(lines.length * LINE)
      this.y -= BODY
      this.text(label, MARGIN.left, { font: this.bold, color: MUTED })
      lines.forEach((line, index) => {
        if (index > 0) this.y -= LINE
        this.text(line, MARGIN.left + labelWidth)
      })
      this.y -= LINE - BODY
    }
    this.y -= 4
  }

  table(block: Extract<DossierBlock, { kind: 'table' }>) {
    const size = 8
    const padding = 4
    const natural = block.columns.map((column, index) =>
      Math.min(
        220,
        Math.max(
          textWidth(column.header, this.bold, size),
          ...block.rows.map((row) => textWidth(row.cells[index] ?? '', this.regular, size)),
        ) +
          2 * padding +
          (index === 0 ? 24 : 0),
      ),
    )
    // Numbers keep their width; text columns share what is left.
    const fixed = natural.reduce(
      (sum, width, index) => sum + (block.columns[index]!.numeric ? width : 0),
      0,
    )
    const flexible = natural.reduce(
      (sum, width, index) => sum + (block.columns[index]!.numeric ? 0 : width),
      0,
    )
    const scale = flexible > 0 ? Math.max(0.2, Math.min(3, (WIDTH - fixed) / flexible)) : 1
    const widths = natural.map((width, index) =>
      block.columns[index]!.numeric ? width : width * scale,
    )
    const drawRow = (cells: string[], font: PDFFont, indent = 0, emphasis = false) => {
      const wrapped = cells.map((cell, index) =>
        wrap(cell, font, size, widths[index]! - 2 * padding - (index === 0 ? indent * 8 : 0)),
      )
      const height = Math.max(...wrapped.map((lines) => lines.length)) * (size + 3) + 4
      this.room(height + 2)
      const top = this.y
      let x = MARGIN.left
      wrapped.forEach((lines, index) => {
        const numeric = block.columns[index]?.numeric
        lines.forEach((line, lineIndex) => {
          const lineWidth = textWidth(line, font, size)
          const left =
            numeric && index > 0
              ? x + widths[index]! - padding - lineWidth
              : x + padding + (index === 0 ? indent * 8 : 0)
          this.page.drawText(line, {
            x: left,
            y: top - size - lineIndex * (size + 3) - 1,
            size,
            font,
            color: INK,
          })
        })
        x += widths[index]!
      })
      this.y = top - height
      this.page.drawLine({
        start: { x: MARGIN.left, y: this.y },
        end: { x: MARGIN.left + widths.reduce((a, b) => a + b, 0), y: this.y },
        thickness: emphasis ? 0.8 : 0.3,
        color: RULE,
      })
      return height
    }
    const header = () =>
      drawRow(
        block.columns.map((column) => column.header),
        this.bold,
      )
    this.room(40)
    header()
    for (const row of block.rows) {
      const height =
        Math.max(
          ...row.cells.map((cell, index) => wrap(cell, this.regular, size, widths[index]!).length),
        ) *
          (size + 3) +
        8
      if (this.y - height < MARGIN.bottom) {
        this.newPage()
        header()
      }
      drawRow(row.cells, row.emphasis ? this.bold : this.regular, row.indent ?? 0, row.emphasis)
    }
    this.y -= 8
  }

  tree(block: Extract<DossierBlock, { kind: 'tree' }>) {
    const boxHeight = 30
    const gap = 34
    const height = block.layers.length * (boxHeight + gap)
    this.room(Math.min(height, A4.height - MARGIN.top - MARGIN.bottom))
    const top = this.y
    const centres = new Map<string, { x: number; y: number }>()
    block.layers.forEach((layer, row) => {
      const shown = layer.nodes.slice(0, 8)
      const boxWidth = Math.min(160, (WIDTH - (shown.length - 1) * 8) / shown.length)
      const total = shown.length * boxWidth + (shown.length - 1) * 8
      const y = top - row * (boxHeight + gap) - boxHeight
      shown.forEach((node, index) => {
        const x = MARGIN.left + (WIDTH - total) / 2 + index * (boxWidth + 8)
        this.page.drawRectangle({
          x,
          y,
          width: boxWidth,
          height: boxHeight,
          borderColor: node.owner ? WARNING : ACCENT,
          borderWidth: node.owner ? 1.4 : 0.7,
          color: rgb(1, 1, 1),
        })
        wrap(node.label, this.regular, 7, boxWidth - 6)
          .slice(0, 3)
          .forEach((line, lineIndex) =>
            this.page.drawText(line, {
              x: x + 3,
              y: y + boxHeight - 9 - lineIndex * 8.5,
              size: 7,
              font: this.regular,
              color: INK,
            }),
          )
        centres.set(node.key, { x: x + boxWidth / 2, y })
      })
      if (layer.nodes.length > shown.length)
        this.page.drawText(`+${layer.nodes.length - shown.length}`, {
          x: MARGIN.left + WIDTH - 14,
          y: y + 10,
          size: 8,
          font: this.bold,
          color: MUTED,
        })
    })
    for (const edge of block.edges) {
      const from = centres.get(edge.from)
      const to = centres.get(edge.to)
      if (!from || !to) continue
      const start = { x: from.x, y: from.y }
      const end = { x: to.x, y: to.y + boxHeight }
      this.page.drawLine({ start, end, thickness: 0.6, color: MUTED })
      this.page.drawText(edge.label, {
        x: (start.x + end.x) / 2 + 3,
        y: (start.y + end.y) / 2,
        size: 6.5,
        font: this.regular,
        color: MUTED,
      })
    }
    this.y = top - height - 6
  }

  async map(block: Extract<DossierBlock, { kind: 'map' }>) {
    const { default: states } = (await import('@/components/map/germany-states.geo.json')) as {
      default: {
        features: { geometry: { type: string; coordinates: number[][][] | number[][][][] } }[]
      }
    }
    const box = { width: 200, height: 250 }
    this.room(box.height + 10)
    const bounds = { west: 5.8, east: 15.1, south: 47.2, north: 55.1 }
    const cos = Math.cos((51 * Math.PI) / 180)
    const k = Math.min(
      box.width / ((bounds.east - bounds.west) * cos),
      box.height / (bounds.north - bounds.south),
    )
    const left = MARGIN.left
    const bottom = this.y - box.height
    const point = (lon: number, lat: number) => ({
      x: left + (lon - bounds.west) * k * cos,
      y: bottom + (lat - bounds.south) * k,
    })
    for (const feature of states.features) {
      const polygons =
        feature.geometry.type === 'MultiPolygon'
          ? (feature.geometry.coordinates as number[][][][])
          : [feature.geometry.coordinates as number[][][]]
      for (const polygon of polygons) {
        const ring = polygon[0]!
        const path = ring
          .map(([lon, lat], index) => {
            const p = point(lon!, lat!)
            // pdf-lib's SVG paths run downwards from their origin.
            return `${index === 0 ? 'M' : 'L'}${(p.x - left).toFixed(1)},${(bottom + box.height - p.y).toFixed(1)}`
          })
          .join(' ')
        this.page.drawSvgPath(`${path} Z`, {
          x: left,
          y: bottom + box.height,
          borderColor: RULE,
          borderWidth: 0.5,
          color: rgb(0.96, 0.97, 0.98),
        })
      }
    }
    const pin = point(block.lon, block.lat)
    this.page.drawCircle({ x: pin.x, y: pin.y, size: 3.5, color: WARNING })
    this.y = bottom
    const coordinates = `${block.lat.toFixed(5)}, ${block.lon.toFixed(5)}`
    this.paragraph(`${block.label} (${coordinates})`, { size: 8, color: MUTED })
  }
}

/** The dossier as PDF bytes; `hash` is the SHA-256 of `contentBytes`, printed on every page. */
export async function writeDossierPdf(
  content: DossierContent,
  contentBytes: Uint8Array,
  hash: string,
  labels: PdfLabels,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const [regularBytes, boldBytes] = await Promise.all([fontBytes(regularUrl), fontBytes(boldUrl)])
  const regular = await doc.embedFont(regularBytes, { subset: true })
  const bold = await doc.embedFont(boldBytes, { subset: true })
  const created = new Date(content.generatedAt)
  doc.setTitle(`${content.name} – ${content.sections[0]?.title ?? ''}`)
  doc.setSubject(content.registerId ?? content.organizationId)
  doc.setLanguage(content.language)
  doc.setCreator('Data Hub Explorer')
  doc.setProducer('Data Hub Explorer (pdf-lib)')
  doc.setCreationDate(created)
  doc.setModificationDate(created)
  await doc.attach(contentBytes, 'dossier-content.json', {
    mimeType: 'application/json',
    description: labels.attachment,
    creationDate: created,
    modificationDate: created,
  })

  const layout = new Layout(doc, regular, bold)
  layout.paragraph(content.name, { size: 18, font: bold })
  for (const section of content.sections) {
    if (section.id !== 'cover') layout.heading(section.title)
    else layout.paragraph(section.title, { size: 11, color: MUTED })
    for (const block of section.blocks) {
      if (block.kind === 'paragraph')
        layout.paragraph(block.text, {
          color: block.tone === 'warning' ? WARNING : block.tone === 'muted' ? MUTED : INK,
        })
      else if (block.kind === 'facts') layout.facts(block.rows)
      else if (block.kind === 'table') layout.table(block)
      else if (block.kind === 'tree') layout.tree(block)
      else await layout.map(block)
      layout.y -= 3
    }
  }
  layout.heading(labels.sources)
  layout.table({
    kind: 'table',
    columns: [
      { header: labels.columns.section },
      { header: labels.columns.request },
      { header: labels.columns.version },
      { header: labels.columns.retrieved },
    ],
    rows: content.sources.map((source) => ({
      cells: [source.section, source.request, source.dataVersion, source.retrievedAt],
    })),
  })
  layout.paragraph(`${labels.link} ${content.link}`)
  layout.paragraph(labels.verify, { color: MUTED })

  const pages = layout.pages.length
  layout.pages.forEach((page, index) => {
    const line = `${content.name} · ${content.registerId ?? content.organizationId} · ${labels.page(index + 1, pages)}`
    page.drawLine({
      start: { x: MARGIN.left, y: 44 },
      end: { x: A4.width - MARGIN.right, y: 44 },
      thickness: 0.4,
      color: RULE,
    })
    page.drawText(wrap(line, regular, 7.5, WIDTH)[0]!, {
      x: MARGIN.left,
      y: 33,
      size: 7.5,
      font: regular,
      color: MUTED,
    })
    page.drawText(`${labels.hash}${hash}`, {
      x: MARGIN.left,
      y: 22,
      size: 7,
      font: regular,
      color: MUTED,
    })
  })
  return doc.save()
}
