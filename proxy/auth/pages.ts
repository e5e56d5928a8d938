/**
 * The sign-in pages are plain server-rendered HTML: they work before the app's JavaScript loads
 * (and without it), run under the same CSP (no inline script or style: the styles are
 * /auth/style.css), and every value in them is escaped. Their words come in the visitor's
 * language (page-language.ts).
 */
import { PAGE_WORDS, type PageLanguage } from './page-language'

export const STYLE_PATH = '/auth/style.css'

export const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;color:#0f172a;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(24rem,calc(100vw - 2rem));background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1.5rem}
h1{margin:0 0 .25rem;font-size:1.25rem}
p{margin:.5rem 0}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:600;margin-bottom:1rem}
.brand img{width:1.5rem;height:1.5rem}
label{display:block;font-weight:500;margin-top:1rem}
input{display:block;width:100%;margin-top:.25rem;padding:.5rem .625rem;font:inherit;border:1px solid #64748b;border-radius:.375rem}
input:focus,button:focus,a:focus{outline:2px solid #1d4ed8;outline-offset:2px}
button,.button{display:inline-block;margin-top:1.25rem;width:100%;padding:.55rem 1rem;font:inherit;font-weight:600;
text-align:center;text-decoration:none;color:#fff;background:#1e40af;border:0;border-radius:.375rem;cursor:pointer}
button:hover,.button:hover{background:#1e3a8a}
.error{margin-top:1rem;padding:.5rem .75rem;border:1px solid #b91c1c;border-radius:.375rem;background:#fef2f2;color:#7f1d1d}
.notice{margin-top:1rem;padding:.5rem .75rem;border:1px solid #0369a1;border-radius:.375rem;background:#f0f9ff;color:#0c4a6e}
.muted{color:#475569;font-size:.875rem}
`

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

function layout(title: string, body: string, language: PageLanguage): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Data Hub Explorer</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${STYLE_PATH}">
</head>
<body>
<main>
<p class="brand"><img src="/favicon.svg" alt="">Data Hub Explorer</p>
${body}
</main>
</body>
</html>
`
}

export interface SignInPageOptions {
  /** The safe return path (see return-path.ts), carried through the form. */
  next: string
  /** The user name typed last time, so a mistyped password does not cost retyping it. */
  username?: string
  error?: string
  notice?: string
  language?: PageLanguage
}

export function signInPage({
  next,
  username = '',
  error,
  notice,
  language = 'en',
}: SignInPageOptions): string {
  const words = PAGE_WORDS[language]
  const errorId = 'sign-in-error'
  const described = error ? ` aria-describedby="${errorId}"` : ''
  const invalid = error ? ' aria-invalid="true"' : ''
  return layout(
    words.signIn,
    `<h1>${escapeHtml(words.signIn)}</h1>
<p class="muted">${escapeHtml(words.signInLead)}</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${error ? `<p class="error" role="alert" id="${errorId}">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/auth/sign-in">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<label for="username">${escapeHtml(words.userName)}</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${described}${invalid}${username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(words.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${invalid}${username ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(words.signIn)}</button>
</form>`,
    language,
  )
}

export function messagePage(options: {
  title: string
  message: string
  link: { href: string; label: string }
  language?: PageLanguage
}): string {
  return layout(
    options.title,
    `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
<a class="button" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a>`,
    options.language ?? 'en',
  )
}
