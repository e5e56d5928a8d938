/**
 * Test helper: the production server app (proxy + SPA files + sign-in) on a real port, with a fake
 * upstream, a temporary users file and a browser-like cookie jar, so sign-in tests run over HTTP.
 */
import type { Server as HttpServer } from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { createProxyApp, type ProxyOptions } from '../gateway/app'
import { createServerApp } from '../gateway/server-app'
import { fakeUpstream, TEST_KEY, TEST_UPSTREAM } from './fake-upstream'
import type { AttemptRules } from '../auth/attempts'
import { createAuth } from '../auth/auth'
import type { PasswordPool } from '../auth/password-pool'
import type { TrustProxy } from '../gateway/client-address'
import { createSessionCookies } from '../auth/session-cookie'
import { hashPassword, watchUsers, writeUsers, type StoredUser } from '../auth/users-file'

export const TEST_SECRET = 'test-session-secret-0123456789abcdef'
export const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>'

export interface BasicServerOptions
  // More of the proxy's options, e.g. the explorer's own routes (monitoring).
  extends Pick<ProxyOptions, 'explorerRoutes' | 'publicRoutes'> {
  trustProxy?: TrustProxy
  attemptRules?: AttemptRules
  passwords?: PasswordPool
  /** PUBLIC_URL's origin. */
  publicOrigin?: string
  /** Hash cost of the test users (default 4, bcrypt's least, to keep the tests quick). */
  cost?: number
}

export async function startBasicServer(
  users: { id: string; name: string; password: string }[],
  options: BasicServerOptions = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'explorer-auth-'))
  const dist = join(dir, 'dist')
  const usersFile = join(dir, 'users.json')
  mkdirSync(dist)
  writeFileSync(join(dist, 'index.html'), INDEX_HTML)
  // Cost 4 (bcrypt's least) keeps the tests quick; the server verifies any cost.
  const stored: StoredUser[] = await Promise.all(
    users.map(async (user) => ({
      id: user.id,
      name: user.name,
      hash: await hashPassword(user.password, options.cost ?? 4),
    })),
  )
  await writeUsers(usersFile, stored)

  const upstream = fakeUpstream(() => Response.json({ results: [] }))
  const cookies = createSessionCookies({
    secret: TEST_SECRET,
    sessionSeconds: 3600,
    secure: undefined,
  })
  const auth = createAuth({
    mode: 'basic',
    users: watchUsers(usersFile, 0),
    attemptRules: options.attemptRules,
    passwords: options.passwords,
    cookies,
    publicOrigin: options.publicOrigin,
    log: () => undefined,
  })
  const proxy = createProxyApp({
    upstream: TEST_UPSTREAM,
    apiKey: TEST_KEY,
    fetch: upstream.fetch,
    upstreamInfo: { mode: 'remote', host: 'hub.example.test', scale: null },
    auth,
    publicOrigin: options.publicOrigin,
    explorerRoutes: options.explorerRoutes,
    publicRoutes: options.publicRoutes,
  })
  const { app } = createServerApp({
    proxy,
    distDir: dist,
    auth,
    trustProxy: options.trustProxy,
    hsts: options.publicOrigin?.startsWith('https:'),
  })
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    usersFile,
    upstream,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        ;(server as HttpServer).closeAllConnections()
        void auth.close()
        rmSync(dir, { recursive: true, force: true })
      }),
  }
}

/** The cookies a browser would keep for one site, and fetch without following redirects. */
export function browser(base: string) {
  const jar = new Map<string, string>()
  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      if (/max-age=0/i.test(line)) jar.delete(name!)
      else jar.set(name!, value.join('='))
    }
    return response
  }
  return {
    jar,
    request,
    /** A same-origin form post, as the sign-in page sends it. */
    post: (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      request(path, {
        method: 'POST',
        body: new URLSearchParams(form),
        headers: { origin: base, 'sec-fetch-site': 'same-origin', ...headers },
      }),
  }
}
