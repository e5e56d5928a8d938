import { createJumpScheduler } from './jump-scheduler'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('createJumpScheduler', () => {
  it('moves at once when the rows are loaded', () => {
    const move = vi.fn()
    createJumpScheduler(100).schedule(null, move)
    expect(move).toHaveBeenCalledOnce()
  })

  it('moves when the rows arrive, before the wait is over', async () => {
    const move = vi.fn()
    const rows = deferred()
    createJumpScheduler(100).schedule(rows.promise, move)
    await vi.advanceTimersByTimeAsync(30)
    expect(move).not.toHaveBeenCalled()
    rows.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(move).toHaveBeenCalledOnce()
  })

  it('moves after the wait when the rows are slow, and only once', async () => {
    const move = vi.fn()
    const rows = deferred()
    createJumpScheduler(100).schedule(rows.promise, move)
    await vi.advanceTimersByTimeAsync(100)
    expect(move).toHaveBeenCalledOnce()
    rows.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(move).toHaveBeenCalledOnce()
  })

  it('lets a newer jump supersede one still waiting', async () => {
    const scheduler = createJumpScheduler(100)
    const first = vi.fn()
    const second = vi.fn()
    const rows = deferred()
    scheduler.schedule(rows.promise, first)
    scheduler.schedule(null, second)
    rows.resolve()
    await vi.advanceTimersByTimeAsync(200)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })

  it('moves when the rows failed to load', async () => {
    const move = vi.fn()
    createJumpScheduler(100).schedule(Promise.reject(new Error('503')), move)
    await vi.advanceTimersByTimeAsync(0)
    expect(move).toHaveBeenCalledOnce()
  })

  it('forgets a waiting jump when cancelled', async () => {
    const scheduler = createJumpScheduler(100)
    const move = vi.fn()
    scheduler.schedule(deferred().promise, move)
    scheduler.cancel()
    await vi.advanceTimersByTimeAsync(200)
    expect(move).not.toHaveBeenCalled()
  })

  it('waits no longer for a series of jumps than for one (a held key keeps moving)', async () => {
    const scheduler = createJumpScheduler(100)
    const moves: number[] = []
    for (let press = 0; press < 4; press++) {
      scheduler.schedule(deferred().promise, () => moves.push(press))
      await vi.advanceTimersByTimeAsync(30)
    }
    // Pressed at 0, 30, 60 and 90 ms: the last one moves at 100 ms, the first one's deadline.
    await vi.advanceTimersByTimeAsync(10)
    expect(moves).toEqual([3])
  })
})
