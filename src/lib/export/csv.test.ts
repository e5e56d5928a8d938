import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { csvField, csvLine, csvRows } from './csv'

/** A minimal RFC 4180 reader, only to prove the writer round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += char
  }
  return rows
}

describe('csv writer', () => {
  it('quotes commas, quotes and line breaks and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvLine(['x', 1, null, true])).toBe('x,1,,true\r\n')
  })

  it('neutralizes spreadsheet formulas in text but keeps negative numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField(-42.5)).toBe('-42.5')
  })

  it('writes rows in column order and round-trips any text', () => {
    expect(csvRows(['b', 'a'], [{ a: 1, b: 'x' }])).toBe('x,1\r\n')
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (values) => {
        const safe = values.map((value) => value.replace(/^[=+\-@\t\r]/, 'x'))
        expect(parseCsv(csvLine(safe))).toEqual([safe])
      }),
    )
  })
})
