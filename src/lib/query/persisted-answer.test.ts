// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { persistedAnswer, resetPersistedAnswers } from './persisted-answer'

const isNumber = (value: unknown): value is number => typeof value === 'number'

function serveUpstream(info: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(info), { status: 200 })),
  )
}

describe('persisted answers', () => {
  beforeEach(() => {
    window.localStorage.clear()
    resetPersistedAnswers()
    serveUpstream({ mode: 'embedded', host: null, scale: 'small' })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks once and answers from storage while the answer is young enough', async () => {
    const load = vi.fn(async () => 42)
    const first = await persistedAnswer('count', 60_000, load, isNumber)
    const second = await persistedAnswer('count', 60_000, load, isNumber)
    expect(first.value).toBe(42)
    expect(second).toEqual(first)
    expect(load).toHaveBeenCalledTimes(1)
    // Too old: asked again.
    await persistedAnswer('count', 0, load, isNumber)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never answers for another upstream, nor with an entry that does not read', async () => {
    await persistedAnswer('count', 60_000, async () => 1, isNumber)
    resetPersistedAnswers()
    serveUpstream({ mode: 'remote', host: 'datahub.example', scale: null })
    expect((await persistedAnswer('count', 60_000, async () => 2, isNumber)).value).toBe(2)

    window.localStorage.setItem('dhx:answer:count', '{"upstream":')
    expect((await persistedAnswer('count', 60_000, async () => 3, isNumber)).value).toBe(3)
    const stored = JSON.parse(window.localStorage.getItem('dhx:answer:count')!)
    window.localStorage.setItem('dhx:answer:count', JSON.stringify({ ...stored, value: 'x' }))
    expect((await persistedAnswer('count', 60_000, async () => 4, isNumber)).value).toBe(4)
  })

  it('lets a failed load fail without storing anything', async () => {
    await expect(
      persistedAnswer('count', 60_000, () => Promise.reject(new Error('502')), isNumber),
    ).rejects.toThrow('502')
    expect(window.localStorage.getItem('dhx:answer:count')).toBeNull()
  })
})

describe('a first visit', () => {
  beforeEach(() => {
    window.localStorage.clear()
    resetPersistedAnswers()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('starts the load before the upstream has answered, and keeps the answer for that upstream', async () => {
    let answerUpstream: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answerUpstream = resolve))),
    )
    const load = vi.fn(async () => 7)
    const answer = persistedAnswer('count', 60_000, load, isNumber)
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    answerUpstream(new Response(JSON.stringify({ mode: 'embedded', host: null, scale: 'small' })))
    expect((await answer).value).toBe(7)
    expect(JSON.parse(window.localStorage.getItem('dhx:answer:count')!)).toMatchObject({
      upstream: 'embedded||small',
      value: 7,
    })
  })

  it('shows an answer whose upstream could not be read, without keeping it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"detail":"down"}', { status: 503 })),
    )
    expect((await persistedAnswer('count', 60_000, async () => 5, isNumber)).value).toBe(5)
    expect(window.localStorage.getItem('dhx:answer:count')).toBeNull()
  })
})
