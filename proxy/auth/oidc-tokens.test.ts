/**
 * AUTH=oidc checks the ID token's signature with the provider's keys (JWKS), for a pinned set of
 * algorithms, whatever the provider's metadata claims to support: `npm start` over HTTP against a
 * provider in this process whose token endpoint answers with the ID token each test makes. A token
 * signed with the provider's RSA key starts a session; `alg: none`, a corrupted RS256 signature and
 * HS256 (keyed with the client secret, as a provider could be tricked into doing) do not.
 */
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { freePort, startProxy, type Proxy } from '../testing/processes'

const CLIENT_ID = 'data-hub-explorer'
const CLIENT_SECRET = 'oidc-tokens-test-client-secret-5a4b3c'
const KID = 'test-key-1'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })

let provider: Server
let issuer: string
let explorer: Proxy
/** What the token endpoint answers for the code it is given: the ID token, made per test. */
const tokens = new Map<string, string>()

beforeAll(async () => {
  const providerPort = await freePort()
  issuer = `http://127.0.0.1:${providerPort}`
  provider = createServer((request, response) => {
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url!, issuer)
    if (url.pathname === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        // A provider (or whoever answers in its name) may claim anything here.
        id_token_signing_alg_values_supported: ['RS256', 'HS256', 'none'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      })
    if (url.pathname === '/jwks')
      return json({
        keys: [{ ...(publicKey as KeyObject).export({ format: 'jwk' }), kid: KID, use: 'sig' }],
      })
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const idToken = tokens.get(new URLSearchParams(body).get('code') ?? '')
        if (!idToken) {
          response.writeHead(400, { 'content-type': 'application/json' })
          return response.end('{"error":"invalid_grant"}')
        }
        json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken })
      })
      return
    }
    response.writeHead(404)
    response.end()
  })
  await new Promise<void>((resolve) => provider.listen(providerPort, '127.0.0.1', resolve))

  const port = await freePort()
  explorer = await startProxy({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH: 'oidc',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    AUTH_SECRET: 'oidc-tokens-test-session-secret-0123456789',
    DATAHUB_URL: 'http://127.0.0.1:9',
    DATAHUB_API_KEY: 'sk-oidc-tokens-test-0f1e2d3c4b5a6978',
    AUDIT_LOG: 'off',
  })
})

afterAll(async () => {
  explorer?.child.kill('SIGKILL')
  provider?.closeAllConnections()
  await new Promise((resolve) => provider?.close(resolve))
})

const b64u = (value: string | Buffer) => Buffer.from(value).toString('base64url')

type Signing = 'RS256' | 'RS256, corrupted' | 'none' | 'HS256'

function idToken(signing: Signing, nonce: string): string {
  const alg = signing === 'RS256, corrupted' ? 'RS256' : signing
  const now = Math.floor(Date.now() / 1000)
  const header = b64u(JSON.stringify({ alg, typ: 'JWT', ...(alg === 'RS256' ? { kid: KID } : {}) }))
  const payload = b64u(
    JSON.stringify({
      iss: issuer,
      sub: 'olivia',
      aud: CLIENT_ID,
      iat: now,
      exp: now + 300,
      nonce,
      name: 'Olivia Provider',
    }),
  )
  const input = `${header}.${payload}`
  let signature: Buffer
  if (alg === 'none') signature = Buffer.alloc(0)
  else if (alg === 'HS256') signature = createHmac('sha256', CLIENT_SECRET).update(input).digest()
  else {
    signature = sign('sha256', Buffer.from(input), privateKey)
    if (signing === 'RS256, corrupted') signature[10] = signature[10]! ^ 0xff
  }
  return `${input}.${b64u(signature)}`
}

/** Starts a sign-in, lets the provider answer with an ID token signed as asked, and comes back. */
async function signInWith(signing: Signing) {
  const start = await fetch(`${explorer.base}auth/sign-in?next=/`, { redirect: 'manual' })
  expect(start.status).toBe(302)
  const authorize = new URL(start.headers.get('location')!)
  expect(authorize.origin).toBe(issuer)
  const cookie = start.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const code = `code-${signing}`
  tokens.set(code, idToken(signing, authorize.searchParams.get('nonce')!))
  const state = authorize.searchParams.get('state')!
  const back = await fetch(`${explorer.base}auth/callback?code=${code}&state=${state}`, {
    redirect: 'manual',
    headers: { cookie },
  })
  const session = back.headers
    .getSetCookie()
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(';')[0]!)
  return { status: back.status, session, text: await back.text() }
}

describe('the ID token from the token endpoint', () => {
  it('signed with the provider’s RSA key (RS256): starts a session', async () => {
    const { status, session } = await signInWith('RS256')
    expect(status).toBe(303)
    expect(session).toHaveLength(1)
  })

  it.each(['none', 'RS256, corrupted', 'HS256'] as const)(
    'signed with %s: refused, no session',
    async (signing) => {
      const { status, session, text } = await signInWith(signing)
      expect(status).toBe(400)
      expect(session).toEqual([])
      expect(text).toContain('Sign-in failed')
      expect(explorer.output()).toContain('OpenID sign-in failed')
      if (process.env.SHOW_OIDC) console.log(explorer.output())
    },
  )
})
