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

describe('background answers', () => {
  beforeEach(() => {
    window.localStorage.clear()
    resetPersistedAnswers()
    serveUpstream({ mode: 'embedded', host: null, scale: 'small' })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('load two at a time', async () => {
    let inFlight = 0
    let most = 0
    const load = async () => {
      inFlight += 1
      most = Math.max(most, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight -= 1
      return 1
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        persistedAnswer(`n${index}`, 60_000, load, isNumber, { background: true }),
      ),
    )
    expect(answers.map((answer) => answer.value)).toEqual([1, 1, 1, 1, 1, 1])
    expect(most).toBe(2)
  })
})
