/**
 * Sign-in settings, read from the environment once and validated like proxy/start/env.ts: a mistake
 * fails at start with a message that names the variable, never its value (secrets are among them).
 */
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { ConfigError } from '../start/env'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

export const DEFAULT_USERS_FILE = '.data/users.json'
export const DEFAULT_SECRET_FILE = '.data/session-secret'

interface Common {
  /** Session lifetime; the cookie is dropped by the browser and refused by the server after it. */
  sessionSeconds: number
  /** AUTH_SECRET, or undefined to read (or create) secretFile. */
  secret: string | undefined
  secretFile: string
  /** External origin (`https://explorer.example.com`) when the server sits behind a TLS proxy. */
  publicUrl: URL | undefined
}

export type AuthConfig =
  | { mode: 'none' }
  | (Common & { mode: 'basic'; usersFile: string })
  | (Common & {
      mode: 'oidc'
      publicUrl: URL
      issuer: URL
      clientId: string
      clientSecret: string | undefined
      scopes: string
      /** The one algorithm an ID token may be signed with (OIDC_ID_TOKEN_ALG, oidc.ts). */
      idTokenAlg: IdTokenAlg
    })

/**
 * Algorithms an ID token may be pinned to: signatures with the provider's public keys (JWKS) only.
 * Never `none`, never HMAC (HS256 is keyed with the client secret, which is not the provider's).
 */
export const ID_TOKEN_ALGS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
] as const
export type IdTokenAlg = (typeof ID_TOKEN_ALGS)[number]

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

const httpUrl = (name: string, example: string) =>
  text.pipe(
    z
      .url({ protocol: /^https?$/, message: `${name} must be an http(s) URL such as ${example}` })
      .optional(),
  )

const schema = z.object({
  AUTH: text.pipe(
    z
      .enum(['none', 'basic', 'oidc'], { message: 'AUTH must be none, basic or oidc' })
      .default('none'),
  ),
  AUTH_SECRET: text.pipe(
    z
      .string()
      .min(32, 'AUTH_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)')
      .optional(),
  ),
  AUTH_SECRET_FILE: text,
  AUTH_USERS_FILE: text,
  AUTH_SESSION_HOURS: text
    .transform((value) => Number(value ?? 12))
    .pipe(
      z
        .number({ message: 'AUTH_SESSION_HOURS must be a number of hours' })
        .min(0.01)
        .max(24 * 30),
    ),
  PUBLIC_URL: httpUrl('PUBLIC_URL', 'https://explorer.example.com'),
  OIDC_ISSUER: httpUrl('OIDC_ISSUER', 'https://login.example.com/realms/team'),
  OIDC_CLIENT_ID: text,
  OIDC_CLIENT_SECRET: text,
  OIDC_SCOPES: text,
  OIDC_ID_TOKEN_ALG: text.pipe(
    z
      .enum(ID_TOKEN_ALGS, {
        message: `OIDC_ID_TOKEN_ALG must be one of ${ID_TOKEN_ALGS.join(', ')}`,
      })
      .default('RS256'),
  ),
})

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach a server bound there. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase()
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(projectRoot, path))

/**
 * Where the server's secret comes from in every sign-in mode (AUTH=none too: webhook secrets and
 * the shared cache are sealed with it): `AUTH_SECRET`, else the file, relative to the project.
 */
export function secretSource(source: Record<string, string | undefined>): {
  secret: string | undefined
  file: string
} {
  return {
    secret: source.AUTH_SECRET?.trim() || undefined,
    file: fromRoot(source.AUTH_SECRET_FILE?.trim() || DEFAULT_SECRET_FILE),
  }
}

/**
 * @param host the interface the server binds to; AUTH=none is refused beyond loopback, because
 *   whoever reaches the server spends the key.
 */
export function loadAuthConfig(
  source: Record<string, string | undefined>,
  host: string,
): AuthConfig {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.keys(schema.shape).map((key) => [key, source[key]])),
  )
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`)
  if (!parsed.success) throw configError(problems)
  const env = parsed.data

  if (env.AUTH === 'none') {
    if (!isLoopbackHost(host)) {
      throw new ConfigError(
        `Refusing to start: AUTH=none is only allowed on loopback, but HOST=${host} lets other ` +
          'machines reach this server, and anyone who reaches it spends the Data Hub key.\n' +
          'Set AUTH=basic (a users file, `npm run users`) or AUTH=oidc (your OpenID provider), ' +
          'or bind to 127.0.0.1. See "Team deployment" in the README.',
      )
    }
    return { mode: 'none' }
  }

  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL) : undefined
  if (publicUrl && (publicUrl.pathname !== '/' || publicUrl.search || publicUrl.hash)) {
    problems.push(
      'PUBLIC_URL must be an origin without a path, such as https://explorer.example.com',
    )
  }
  const common: Common = {
    sessionSeconds: Math.round(env.AUTH_SESSION_HOURS * 3600),
    secret: env.AUTH_SECRET,
    secretFile: fromRoot(env.AUTH_SECRET_FILE ?? DEFAULT_SECRET_FILE),
    publicUrl,
  }
  if (env.AUTH === 'basic') {
    if (problems.length) throw configError(problems)
    return { ...common, mode: 'basic', usersFile: usersFilePath(source) }
  }

  if (!publicUrl) {
    problems.push(
      'PUBLIC_URL is required with AUTH=oidc: the provider sends people back to PUBLIC_URL/auth/callback',
    )
  }
  if (!env.OIDC_ISSUER) problems.push('OIDC_ISSUER is required with AUTH=oidc')
  if (!env.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID is required with AUTH=oidc')
  if (problems.length) throw configError(problems)
  return {
    ...common,
    mode: 'oidc',
    publicUrl: publicUrl!,
    issuer: new URL(env.OIDC_ISSUER!),
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET,
    scopes: env.OIDC_SCOPES ?? 'openid profile email',
    idTokenAlg: env.OIDC_ID_TOKEN_ALG,
  }
}

/** The users file of AUTH=basic; the `npm run users` command uses the same rule. */
export function usersFilePath(source: Record<string, string | undefined>): string {
  return fromRoot(source.AUTH_USERS_FILE?.trim() || DEFAULT_USERS_FILE)
}

function configError(problems: string[]): ConfigError {
  return new ConfigError(
    `Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  )
}
