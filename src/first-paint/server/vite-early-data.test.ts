import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { IndexHtmlTransformHook } from 'vite'
import { RELATION_DESCRIPTORS } from '@/features/relations/api/relation-catalogue'
import { openingSlices } from '../opening-slices'
import { openingSlicesAtBuild } from './opening-slices-at-build'
import { bundleEarlyData, earlyDataPlugin } from './vite-early-data'

const transform = (html: string) =>
  (earlyDataPlugin().transformIndexHtml as IndexHtmlTransformHook).call(
    {} as never,
    html,
    {} as never,
  )

describe('the early requests inlined into index.html', () => {
  it('are one small classic script', async () => {
    const code = await bundleEarlyData()
    expect(code).not.toMatch(/<\/script|^import |\bexport /m)
    // Inline in every page's HTML: it must stay a small part of it.
    expect(gzipSync(code).byteLength).toBeLessThan(2_000)
  })

  it('replace the marker in index.html, above everything Vite adds to the head', async () => {
    const source = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')
    const html = (await transform(source)) as string
    expect(html).not.toContain('early-data')
    expect(html).toContain(`<script>${await bundleEarlyData()}</script>`)
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'))
  })

  it('carry the opening slices the relation catalogue gives the pages', async () => {
    const opening = await openingSlicesAtBuild()
    expect(opening).toEqual(openingSlices(RELATION_DESCRIPTORS))
    // A place opens on a slice recorded per building, which waits for the record's subtype.
    expect(Object.keys(opening).sort()).toEqual(['organization', 'person'])
    const code = await bundleEarlyData()
    for (const key of Object.values(opening)) expect(code).toContain(`"${key}"`)
  })

  it('fail the build when the marker is gone, instead of leaving the requests out', async () => {
    await expect(transform('<html><head></head></html>')).rejects.toThrow('early-data')
  })
})
