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
