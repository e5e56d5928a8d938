/**
 * Where a webhook may point. A URL is normalized by the WHATWG parser first, which turns every
 * spelling of an IPv4 address (decimal `2130706433`, hex `0x7f.1`, octal `0177.0.0.1`, short
 * `127.1`) into dotted form and every IPv6 address into its compressed form; then the host is
 * resolved once, and every address it resolves to must be public (not loopback, private,
 * link-local, CGNAT, multicast, unspecified or reserved; IPv4-mapped IPv6 is judged as the IPv4
 * address inside). The caller connects to the address checked here (`pinned`), never to the name
 * again, so a DNS answer that changes between the check and the connection reaches nothing else.
 *
 * The operator may allow internal receivers: MONITOR_WEBHOOK_ALLOW lists host names, addresses and
 * CIDR ranges (`hooks.internal,10.1.2.0/24,127.0.0.1`) that are allowed all the same.
 */
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

export interface PinnedTarget {
  url: URL
  /** The address connected to: the one that was checked. */
  address: string
  family: 4 | 6
}

export type AddressCheck = { ok: true; target: PinnedTarget } | { ok: false; reason: string }

export interface WebhookAllowList {
  hosts: Set<string>
  ranges: BlockList
  /** As configured, for the console. */
  description: string
}

const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", incl. the unspecified address
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. cloud metadata at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
]
const REFUSED_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: would reach an IPv4 address through a translator
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
]

const refused = new BlockList()
for (const [network, prefix] of REFUSED_V4) refused.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of REFUSED_V6) refused.addSubnet(network, prefix, 'ipv6')

/** `::ffff:a.b.c.d` and `::ffff:7f00:1` → `a.b.c.d`; anything else unchanged. */
export function unmapIPv4(address: string): string {
  const lower = address.toLowerCase()
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (dotted) return dotted[1]!
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (hex) {
    const high = parseInt(hex[1]!, 16)
    const low = parseInt(hex[2]!, 16)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return address
}

/** Whether an address is one a webhook may never reach (unless the operator allowed it). */
export function isRefusedAddress(address: string): boolean {
  const plain = unmapIPv4(address)
  const family = isIP(plain)
  if (family === 0) return true
  return refused.check(plain, family === 4 ? 'ipv4' : 'ipv6')
}

/** MONITOR_WEBHOOK_ALLOW: comma-separated host names, addresses and CIDR ranges. */
export function parseAllowList(value: string | undefined): WebhookAllowList {
  const hosts = new Set<string>()
  const ranges = new BlockList()
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  for (const entry of entries) {
    const [network, prefixText] = entry.replace(/^\[|\]$/g, '').split('/')
    const family = isIP(network!)
    if (family === 0) {
      if (prefixText !== undefined || !/^[a-z0-9.-]+$/.test(entry)) {
        throw new Error(
          `MONITOR_WEBHOOK_ALLOW: "${entry}" is neither a host name, an address nor a CIDR range`,
        )
      }
      hosts.add(entry)
      continue
    }
    const max = family === 4 ? 32 : 128
    const prefix = prefixText === undefined ? max : Number(prefixText)
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) {
      throw new Error(`MONITOR_WEBHOOK_ALLOW: "${entry}" has an invalid prefix length`)
    }
    ranges.addSubnet(unmapIPv4(network!), prefix, family === 4 ? 'ipv4' : 'ipv6')
  }
  return { hosts, ranges, description: entries.join(', ') }
}

export const NOTHING_ALLOWED = parseAllowList('')

function allowedAddress(allow: WebhookAllowList, address: string): boolean {
  const plain = unmapIPv4(address)
  const family = isIP(plain)
  return family !== 0 && allow.ranges.check(plain, family === 4 ? 'ipv4' : 'ipv6')
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true })

/** The URL as it will be stored and shown: parsed and serialized, so it reads as it is sent. */
export function normalizeWebhookUrl(value: string): { url: URL } | { reason: string } {
  if (!URL.canParse(value)) return { reason: 'This is not a URL.' }
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { reason: 'Only http:// and https:// URLs can receive webhooks.' }
  }
  if (url.username !== '' || url.password !== '') {
    return {
      reason: 'The URL must not contain a user name or password; check the signature instead.',
    }
  }
  if (url.hostname === '') return { reason: 'The URL has no host.' }
  url.hash = ''
  return { url }
}

/**
 * Resolves the URL's host once and checks every address it gives; the first one is the pinned
 * target. The reason is for the person registering the webhook; it says nothing of what answers.
 */
export async function checkWebhookTarget(
  url: URL,
  allow: WebhookAllowList = NOTHING_ALLOWED,
  resolve: Resolve = systemResolve,
): Promise<AddressCheck> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const hostAllowed = allow.hosts.has(host.replace(/\.$/, ''))
  let addresses: { address: string; family: number }[]
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else {
    try {
      addresses = await resolve(host)
    } catch {
      return { ok: false, reason: 'The host name of this URL cannot be resolved.' }
    }
  }
  if (addresses.length === 0) {
    return { ok: false, reason: 'The host name of this URL cannot be resolved.' }
  }
  for (const { address } of addresses) {
    if (hostAllowed || allowedAddress(allow, address)) continue
    if (isRefusedAddress(address)) {
      return {
        ok: false,
        reason:
          'This URL points to a loopback, private, link-local or reserved address, which webhooks may not reach. The operator can allow internal receivers with MONITOR_WEBHOOK_ALLOW.',
      }
    }
  }
  const first = addresses[0]!
  const address = unmapIPv4(first.address)
  return { ok: true, target: { url, address, family: isIP(address) === 6 ? 6 : 4 } }
}
