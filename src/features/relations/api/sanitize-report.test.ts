// @vitest-environment jsdom
import { sanitizeReportHtml } from './sanitize-report'

describe('sanitizeReportHtml', () => {
  it('keeps structure and text but removes scripts, handlers, styles and remote resources', () => {
    const hostile = `
      <h2 onclick="steal()">Bilanz</h2>
      <script>alert(1)</script>
      <style>body{display:none}</style>
      <img src="https://evil.example/track.gif" onerror="alert(2)">
      <iframe src="https://evil.example"></iframe>
      <a href="javascript:alert(3)">Klick</a>
      <form action="https://evil.example"><input name="x"></form>
      <table><tr><td style="background:url(https://evil.example/x)">Kasse</td><td>1.000</td></tr></table>
      <svg><script>alert(4)</script></svg>
      <link rel="stylesheet" href="https://evil.example/a.css">`
    const clean = sanitizeReportHtml(hostile)
    expect(clean).toContain('<h2>Bilanz</h2>')
    expect(clean).toContain('<td>Kasse</td>')
    expect(clean).toContain('Klick')
    for (const bad of [
      'script',
      'onclick',
      'onerror',
      'style',
      '<img',
      '<iframe',
      'href',
      '<form',
      '<input',
      'evil.example',
      'alert',
      '<svg',
      '<link',
    ]) {
      expect(clean).not.toContain(bad)
    }
  })
})
