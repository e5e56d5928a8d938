// @vitest-environment jsdom
import { set } from 'idb-keyval'
import { saveJob } from './job-storage'
import type { MatchJob } from './match-job'

vi.mock('idb-keyval', () => ({
  get: vi.fn(() => Promise.resolve(undefined)),
  set: vi.fn(() => Promise.resolve()),
  del: vi.fn(() => Promise.resolve()),
}))

const job = (name: string) => ({ version: 1, list: { name } }) as unknown as MatchJob

beforeEach(() => {
  vi.useFakeTimers()
  vi.mocked(set).mockClear()
})
afterEach(() => vi.useRealTimers())

describe('saving the match job', () => {
  it('coalesces saves: the latest job is written once per interval', async () => {
    saveJob(job('a'))
    saveJob(job('b'))
    expect(set).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(400)
    expect(set).toHaveBeenCalledTimes(1)
    expect(vi.mocked(set).mock.calls[0]?.[1]).toEqual(job('b'))
  })

  it('writes the waiting save at once when the page is hidden or closed', async () => {
    saveJob(job('edited just before closing'))
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(0)
    expect(set).toHaveBeenCalledTimes(1)
    expect(vi.mocked(set).mock.calls[0]?.[1]).toEqual(job('edited just before closing'))

    saveJob(job('edited before switching apps'))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(set).toHaveBeenCalledTimes(2)
    // Nothing is left waiting for the interval to write again.
    await vi.advanceTimersByTimeAsync(1000)
    expect(set).toHaveBeenCalledTimes(2)
  })
})
