import { describe, expect, it, vi } from 'vitest'
import { exportRows } from './dataset-export'
import type { DatasetExportTable } from './dataset-export-table'

/** Columns headed by their API names, without provenance: the paging on its own. */
const plain = (names: string[]): DatasetExportTable => ({
  columns: names.map((name) => ({
    key: name,
    header: name,
    kind: name === 'n' ? 'integer' : 'text',
    value: (row) => row[name] ?? null,
  })),
})

const rows = Array.from({ length: 25 }, (_, i) => ({
  name: i === 3 ? '=cmd|x' : `row ${i}`,
  n: i,
  extra: 'x',
}))

function fakePages() {
  return vi.fn(async (skip: number, limit: number) => rows.slice(skip, skip + limit))
}

describe('exportRows', () => {
  it('pages through the view and writes CSV in column order', async () => {
    const fetchPage = fakePages()
    const progress: number[] = []
    const result = await exportRows({
      format: 'csv',
      table: plain(['n', 'name']),
      expectedRows: 25,
      pageSize: 10,
      fetchPage,
      signal: new AbortController().signal,
      onProgress: (done) => progress.push(done),
    })
    const text = await result.blob.text()
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('n,name')
    expect(lines[1]).toBe('0,row 0')
    expect(lines[4]).toBe("3,'=cmd|x")
    expect(lines).toHaveLength(27)
    expect(result).toMatchObject({ rows: 25, capped: false, shortfall: null })
    expect(fetchPage.mock.calls.map(([skip, limit]) => [skip, limit])).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ])
    expect(progress.at(-1)).toBe(25)
  })

  it('writes a JSON array of projected rows', async () => {
    const result = await exportRows({
      format: 'json',
      table: plain(['n']),
      expectedRows: null,
      pageSize: 10,
      fetchPage: fakePages(),
      signal: new AbortController().signal,
      onProgress: () => {},
    })
    expect(JSON.parse(await result.blob.text())).toEqual(rows.map((row) => ({ n: row.n })))
  })

  it('stops at the cap and says the view was cut short', async () => {
    const result = await exportRows({
      format: 'csv',
      table: plain(['n']),
      expectedRows: 25,
      pageSize: 10,
      cap: 12,
      fetchPage: fakePages(),
      signal: new AbortController().signal,
      onProgress: () => {},
    })
    expect(result).toMatchObject({ rows: 12, capped: true, shortfall: null })
  })

  it('reports a stream that stops before its announced total (plan cap, §6.1)', async () => {
    // Like the real service without a subscription: the first 10 rows, then nothing.
    const fetchPage = vi.fn(async (skip: number, limit: number) =>
      rows.slice(0, 10).slice(skip, skip + limit),
    )
    const result = await exportRows({
      format: 'csv',
      table: plain(['n']),
      expectedRows: 25,
      pageSize: 20,
      fetchPage,
      signal: new AbortController().signal,
      onProgress: () => {},
    })
    expect(result).toMatchObject({
      rows: 10,
      capped: false,
      shortfall: { returned: 10, total: 25 },
    })
    expect((await result.blob.text()).split('\r\n')).toHaveLength(12)
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  it('reports the full announced total beyond the export cap too', async () => {
    const result = await exportRows({
      format: 'csv',
      table: plain(['n']),
      expectedRows: 1_000_000,
      pageSize: 20,
      cap: 50,
      fetchPage: async (skip: number, limit: number) => rows.slice(0, 10).slice(skip, skip + limit),
      signal: new AbortController().signal,
      onProgress: () => {},
    })
    expect(result.shortfall).toEqual({ returned: 10, total: 1_000_000 })
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const fetchPage = vi.fn(async (skip: number, limit: number) => {
      controller.abort()
      return rows.slice(skip, skip + limit)
    })
    await expect(
      exportRows({
        format: 'csv',
        table: plain(['n']),
        expectedRows: 25,
        pageSize: 10,
        fetchPage,
        signal: controller.signal,
        onProgress: () => {},
      }),
    ).rejects.toThrow()
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })
})
