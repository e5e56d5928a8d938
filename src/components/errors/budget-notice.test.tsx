import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '@/lib/api/datahub-client'
import { shouldRetry } from '@/lib/api/retries'
import type { ApiError } from '@/lib/api/errors'
import { activateLocale } from '@/lib/i18n/i18n'
import { ErrorNotice } from './error-notice'

const inTwoHours = () => new Date(Date.now() + 2 * 3600_000 + 5 * 60_000)

/** What the explorer's server answers when a budget is reached (proxy/ops/budgets.ts). */
function refusal(kind: 'rate' | 'daily', resetsAt: Date, limit = 500) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ detail: 'You have used today’s budget.' }), {
        status: 429,
        headers: {
          'Content-Type': 'application/json',
          'Retry-After': '7500',
          'X-Budget': kind,
          'X-Budget-Reset': resetsAt.toISOString(),
          'X-Budget-Limit': String(limit),
        },
      }),
  )
}

async function failure(): Promise<ApiError> {
  return (await apiClient.get('/search/fusion').catch((error: unknown) => error)) as ApiError
}

afterEach(() => vi.unstubAllGlobals())

describe('a budget refusal', () => {
  it('is read from the server’s headers and never retried by itself', async () => {
    const resetsAt = inTwoHours()
    vi.stubGlobal('fetch', refusal('daily', resetsAt, 1000))
    const error = await failure()
    expect(error.budget).toEqual({ kind: 'daily', resetsAt, limit: 1000 })
    expect(shouldRetry(0, error)).toBe(false)
  })

  it('leaves a 429 of the Data Hub itself (no budget headers) to the automatic retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'RATE_LIMITED' }, { status: 429 })),
    )
    const error = await failure()
    expect(error.budget).toBeNull()
    expect(shouldRetry(0, error)).toBe(true)
  })

  it('explains the daily budget plainly: what is used up, what still works, when it resets', async () => {
    const resetsAt = inTwoHours()
    vi.stubGlobal('fetch', refusal('daily', resetsAt, 1000))
    const onRetry = vi.fn()
    render(<ErrorNotice error={await failure()} title="Could not search" onRetry={onRetry} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your daily Data Hub budget is used up')
    expect(alert).toHaveTextContent('You have used all 1,000 Data Hub calls')
    expect(alert).toHaveTextContent(/still load from the shared cache/)
    expect(alert).toHaveTextContent(/Your budget resets at .+ \(in 2 h 5 min\)/)
    expect(alert.querySelector('time')).toHaveAttribute('datetime', resetsAt.toISOString())
    // Trying again cannot help before the reset.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('offers a retry for the per-minute rate, which resets soon', async () => {
    const resetsAt = new Date(Date.now() + 20_000)
    vi.stubGlobal('fetch', refusal('rate', resetsAt, 60))
    const onRetry = vi.fn()
    render(<ErrorNotice error={await failure()} onRetry={onRetry} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many requests in a short time')
    expect(alert).toHaveTextContent('limit of 60 requests per minute')
    expect(alert).toHaveTextContent('(in less than a minute)')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says it in German, with German digit grouping, when German is chosen', async () => {
    const resetsAt = inTwoHours()
    vi.stubGlobal('fetch', refusal('daily', resetsAt, 1000))
    await act(() => activateLocale('de'))
    render(<ErrorNotice error={await failure()} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Ihr tägliches Data-Hub-Budget ist aufgebraucht')
    expect(alert).toHaveTextContent('Sie haben alle 1.000 Data-Hub-Abrufe verbraucht')
    expect(alert).toHaveTextContent(/Ihr Budget wird um .+ zurückgesetzt \(in 2 Std\. 5 Min\.\)/)
  })
})
