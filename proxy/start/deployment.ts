/**
 * Settings of the production server that concern how it is reached: PUBLIC_URL (the external
 * origin, behind a TLS proxy) and TRUST_PROXY (proxy/gateway/client-address.ts); and the warnings a
 * deployment deserves at start. Both variables are read here for every AUTH mode: the Host check,
 * the API's Origin check and HSTS need PUBLIC_URL even with AUTH=none.
 */
import { isLoopbackHost } from '../auth/config'
import { parseTrustProxy, type TrustProxy } from '../gateway/client-address'
import { ConfigError } from './env'

export interface DeploymentEnv {
  publicUrl: URL | undefined
  trustProxy: TrustProxy
}

export function loadDeploymentEnv(source: Record<string, string | undefined>): DeploymentEnv {
  const problems: string[] = []
  let publicUrl: URL | undefined
  const text = source.PUBLIC_URL?.trim()
  if (text) {
    try {
      publicUrl = new URL(text)
      if (!/^https?:$/.test(publicUrl.protocol)) throw new Error('not http')
    } catch {
      problems.push('PUBLIC_URL must be an http(s) URL such as https://explorer.example.com')
    }
  }
  const trustProxy = parseTrustProxy(source.TRUST_PROXY)
  if (typeof trustProxy === 'string') problems.push(trustProxy)
  if (problems.length || typeof trustProxy === 'string') {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
  return { publicUrl, trustProxy }
}

/** Lines to print at start about a deployment that is reachable but not protected by TLS. */
export function deploymentWarnings(host: string, publicUrl: URL | undefined): string[] {
  if (isLoopbackHost(host) || publicUrl?.protocol === 'https:') return []
  return [
    `Warning: HOST=${host} lets other machines reach this server, but PUBLIC_URL is not an https ` +
      'URL: passwords and session cookies cross the network readable, and cookies are not marked ' +
      'Secure. Put a TLS reverse proxy in front and set PUBLIC_URL=https://… (docs/security.md).',
  ]
}

/**
 * The Host names a loopback-bound server answers to: any loopback spelling (127.0.0.0/8, ::1, any
 * case of localhost) and PUBLIC_URL's host. A page whose DNS name is rebound to 127.0.0.1 sends
 * its own name, so it is refused: otherwise it would be "same-origin" and could spend the key.
 * Beyond loopback there is no list (the server cannot know every name it is reached by), and
 * sign-in protects it instead.
 */
export function hostCheck(
  boundHost: string,
  publicUrl: URL | undefined,
): ((hostname: string) => boolean) | undefined {
  if (!isLoopbackHost(boundHost)) return undefined
  const publicHost = publicUrl?.hostname.toLowerCase()
  return (hostname) => isLoopbackHost(hostname) || hostname === publicHost
}
