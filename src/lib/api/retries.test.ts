import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { shouldRetry } from './retries'

describe('shouldRetry', () => {
  it('never retries a proxy timeout, but retries other gateway faults, 429 and network errors', () => {
    expect(shouldRetry(0, new ApiError(504, 'timeout', null, true))).toBe(false)
    expect(shouldRetry(0, new ApiError(504, 'timeout'))).toBe(true)
    expect(shouldRetry(0, new ApiError(502, 'bad gateway'))).toBe(true)
    expect(shouldRetry(0, new ApiError(429, 'RATE_LIMITED', 2))).toBe(true)
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true)
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND'))).toBe(false)
    expect(shouldRetry(3, new ApiError(503, 'busy'))).toBe(false)
  })
})
