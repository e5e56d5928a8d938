import DOMPurify from 'dompurify'

/**
 * Structure and text only: headings, paragraphs, lists, tables and inline emphasis. Everything
 * that could run code, navigate, submit or fetch (script, style, iframe, form, img, link, svg,
 * event handlers, `style`, `src`) is dropped; links keep no href, so nothing in the report can
 * reach the network or the page.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'section',
  'article',
  'header',
  'footer',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'abbr',
]
const ALLOWED_ATTR = ['colspan', 'rowspan', 'scope', 'headers', 'title', 'lang', 'dir', 'abbr']

export function sanitizeReportHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Keep the text of removed wrappers (e.g. <font>, <a>) but drop these with their content.
    FORBID_CONTENTS: [
      'script',
      'style',
      'template',
      'noscript',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'title',
      'head',
    ],
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  })
}

const REPORT_CSS = `
  body { font: 15px/1.6 Georgia, 'Times New Roman', serif; color: #0f172a; margin: 1.25rem 1.5rem; max-width: 60rem; }
  h1, h2, h3, h4 { font-family: system-ui, sans-serif; line-height: 1.3; margin: 1.2em 0 0.4em; }
  table { border-collapse: collapse; margin: 0.75rem 0; font-variant-numeric: tabular-nums; }
  th, td { border-bottom: 1px solid #e2e8f0; padding: 0.25rem 0.6rem; text-align: left; vertical-align: top; }
  td:not(:first-child) { text-align: right; }
`

/** A standalone document for the sandboxed frame: sanitized body, fixed styles, no network. */
export function reportDocument(sanitizedHtml: string, fiscalYear: number | null): string {
  const title = `Financial report${fiscalYear ? ` ${fiscalYear}` : ''}`
  return `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${title}</title><style>${REPORT_CSS}</style></head><body>${sanitizedHtml}</body></html>`
}
