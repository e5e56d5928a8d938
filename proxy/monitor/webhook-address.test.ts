/**
 * The address rules on their own: every refused range, IPv4-mapped IPv6 judged as IPv4, public
 * addresses allowed, the operator's allow-list, and sealed secrets that only the server's key opens.
 */
import {
  isRefusedAddress,
  normalizeWebhookUrl,
  parseAllowList,
  checkWebhookTarget,
  unmapIPv4,
} from './webhook-address'
import { createSecretBox } from './webhook-secret'

it('refuses internal and reserved addresses, and allows public ones', () => {
  const refused = [
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '224.0.0.251',
    '255.255.255.255',
    '198.18.0.1',
    '192.0.2.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    'fd12::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    'not an address',
  ]
  for (const address of refused)
    expect({ address, refused: isRefusedAddress(address) }).toEqual({ address, refused: true })
  const open = ['8.8.8.8', '100.128.0.1', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']
  for (const address of open)
    expect({ address, refused: isRefusedAddress(address) }).toEqual({ address, refused: false })
  expect(unmapIPv4('::ffff:7f00:1')).toBe('127.0.0.1')
})

it('normalizes URLs the way they are sent', () => {
  const decimal = normalizeWebhookUrl('http://2130706433/')
  expect('url' in decimal && decimal.url.hostname).toBe('127.0.0.1')
  const tricked = normalizeWebhookUrl('http://127.0.0.1:18410\\@evil.example/')
  expect('url' in tricked && tricked.url.href).toBe('http://127.0.0.1:18410/@evil.example/')
  expect(normalizeWebhookUrl('http://user:pw@example.com/')).toHaveProperty('reason')
  expect(normalizeWebhookUrl('file:///etc/passwd')).toHaveProperty('reason')
})

it('lets the operator allow internal receivers by name, address or range', async () => {
  const allow = parseAllowList(' hooks.internal , 10.1.0.0/16,[fd00::5]')
  const check = (url: string, address: string) =>
    checkWebhookTarget(new URL(url), allow, async () => [
      { address, family: address.includes(':') ? 6 : 4 },
    ])
  expect((await check('http://hooks.internal/', '127.0.0.1')).ok).toBe(true)
  expect((await check('http://a.example/', '10.1.200.3')).ok).toBe(true)
  expect((await check('http://a.example/', '10.2.0.1')).ok).toBe(false)
  expect((await check('http://[fd00::5]/', 'unused')).ok).toBe(true)
  expect(() => parseAllowList('10.0.0.0/33')).toThrow(/prefix/)
  expect(() => parseAllowList('http://x/')).toThrow(/MONITOR_WEBHOOK_ALLOW/)
})

it('seals webhook secrets so that only the same server secret opens them', () => {
  const box = createSecretBox('server secret one, long enough to count')
  const sealed = box.seal('the webhook secret')
  expect(sealed).not.toContain('the webhook secret')
  expect(box.open(sealed)).toBe('the webhook secret')
  expect(() => createSecretBox('another server secret entirely').open(sealed)).toThrow()
})
