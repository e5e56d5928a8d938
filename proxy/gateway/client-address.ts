/**
 * The address a request came from, for sign-in attempts, budgets and the audit log. The socket's
 * peer is the client, unless the operator says that peer is a reverse proxy (TRUST_PROXY): then
 * X-Forwarded-For names the client, read from the right, one trusted hop at a time. Without
 * TRUST_PROXY the header is ignored, because anyone can send it.
 *
 * TRUST_PROXY is a number of hops (`1`: one reverse proxy in front) or a comma-separated list of
 * proxy addresses and networks (`10.0.0.0/8, 127.0.0.1, ::1`).
 */
import { BlockList, isIP } from 'node:net'

export type TrustProxy = { hops: number } | { proxies: BlockList } | null

/** Parses TRUST_PROXY; a string is the message of what is wrong with it. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = value?.trim()
  if (!text || text === '0' || text === 'false') return null
  if (/^\d+$/.test(text)) return { hops: Math.min(Number(text), 16) }
  const proxies = new BlockList()
  for (const part of text.split(',').map((item) => item.trim())) {
    const [address = '', bits] = part.split('/')
    const family = isIP(address)
    if (!family) return `TRUST_PROXY must be a number of hops or addresses; "${part}" is neither`
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) proxies.addAddress(address, type)
    else if (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
      proxies.addSubnet(address, Number(bits), type)
    else return `TRUST_PROXY: "${part}" has an invalid prefix length`
  }
  return { proxies }
}

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/, '')

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * @param peer the socket's remote address
 * @param forwardedFor the X-Forwarded-For header, if any
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string {
  const socket = peer ? plain(peer) : 'unknown'
  if (!trust || !forwardedFor) return socket
  // Nearest last: [client, proxy 1, ..., proxy n-1] + the socket's peer (proxy n).
  const chain = [...forwardedFor.split(',').map(plain).filter(Boolean), socket]
  if ('hops' in trust) {
    // Each trusted hop vouches for the address to its left; never beyond the list's start.
    return chain[Math.max(0, chain.length - 1 - trust.hops)]!
  }
  let index = chain.length - 1
  while (index > 0 && isTrusted(trust.proxies, chain[index]!)) index--
  return chain[index]!
}
