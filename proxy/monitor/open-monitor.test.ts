/**
 * Monitoring's settings from the environment: defaults, the webhook retry settings, PUBLIC_URL's
 * origin for links in feeds and webhooks, and a readable error for a value out of range.
 */
import { ConfigError } from '../start/env'
import { loadMonitorEnv } from './open-monitor'

it('reads the delivery settings, with defaults', () => {
  const defaults = loadMonitorEnv({}, '/srv/explorer')
  expect(defaults).toMatchObject({
    sqlitePath: '/srv/explorer/.data/monitor.sqlite',
    webhookAttempts: 5,
    webhookRetryMs: 30_000,
    publicOrigin: undefined,
  })
  const set = loadMonitorEnv({
    MONITOR_WEBHOOK_ATTEMPTS: '3',
    MONITOR_WEBHOOK_RETRY_SECONDS: '0.5',
    PUBLIC_URL: 'https://explorer.example.com/',
  })
  expect(set).toMatchObject({
    webhookAttempts: 3,
    webhookRetryMs: 500,
    publicOrigin: 'https://explorer.example.com',
  })
})

it('refuses a number of attempts out of range', () => {
  expect(() => loadMonitorEnv({ MONITOR_WEBHOOK_ATTEMPTS: '0' })).toThrow(ConfigError)
  expect(() => loadMonitorEnv({ MONITOR_WEBHOOK_ATTEMPTS: '2.5' })).toThrow(
    'MONITOR_WEBHOOK_ATTEMPTS must be a whole number from 1 to 20',
  )
})
