/**
 * The proxy's configuration, read from the environment once and validated, so a typo fails at start
 * with a readable message instead of as a confusing 502 later. Error messages name variables, never
 * their values: one of them is the key.
 */
import { z } from 'zod'

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

const schema = z
  .object({
    DATAHUB_URL: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          message: 'DATAHUB_URL must be an http(s) URL such as https://datahub.example.com',
        })
        .optional(),
    ),
    DATAHUB_API_KEY: optionalText,
    PORT: optionalText
      .transform((value) => Number(value ?? 8080))
      .pipe(z.number().int().min(0).max(65_535)),
    HOST: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9.:-]+$/i, 'HOST must be a host name or IP address')
        .default('127.0.0.1'),
    ),
    TILE_URL: optionalText.refine((value) => value === undefined || tileSource(value) !== null, {
      message:
        'TILE_URL must be an http(s) tile template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    }),
  })
  .superRefine((env, ctx) => {
    if (env.DATAHUB_URL && !env.DATAHUB_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATAHUB_API_KEY'],
        message:
          'DATAHUB_API_KEY is required when DATAHUB_URL is set (the proxy adds it to every upstream request)',
      })
    }
  })

export interface ProxyEnv {
  /**
   * Real upstream base without a trailing `/api/v2` or slash (see dataHubBase); undefined = the
   * embedded hub.
   */
  datahubUrl: URL | undefined
  /** Only set with datahubUrl. */
  datahubApiKey: string | undefined
  /** 0 = any free port (tests). */
  port: number
  /** Interface to listen on; loopback unless asked, because whoever reaches the proxy uses the key. */
  host: string
  tileUrl: string | undefined
  /** CSP source for the tile host (`https://*.tile.example.org`), when TILE_URL is set. */
  tileSource: string | undefined
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * The CSP source of a tile template's host. Leaflet's `{s}` subdomain placeholder becomes a
 * wildcard label; any other placeholder in the host is refused (it could stand for anything).
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim())
  if (!match) return null
  const [, scheme, authority] = match
  const host = authority!.replace(/^\{s\}\./, '*.')
  if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(host)) return null
  return `${scheme!.toLowerCase()}://${host.toLowerCase()}`
}

/**
 * The documentation writes the base with `/api/v2` (docs/datahub-api.md §1), many people without;
 * the proxy adds `/api/v2/...` itself, so the configured URL loses one trailing `/api/v2` and any
 * trailing slashes. A path before it (a gateway prefix) stays.
 */
export function dataHubBase(configured: string): URL {
  const url = new URL(configured)
  url.pathname =
    url.pathname
      .replace(/\/+$/, '')
      .replace(/\/api\/v2$/i, '')
      .replace(/\/+$/, '') || '/'
  return url
}

export function loadProxyEnv(source: Record<string, string | undefined> = process.env): ProxyEnv {
  const parsed = schema.safeParse({
    DATAHUB_URL: source.DATAHUB_URL,
    DATAHUB_API_KEY: source.DATAHUB_API_KEY,
    PORT: source.PORT,
    HOST: source.HOST,
    TILE_URL: source.TILE_URL,
  })
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'config'}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  return {
    datahubUrl: env.DATAHUB_URL ? dataHubBase(env.DATAHUB_URL) : undefined,
    datahubApiKey: env.DATAHUB_URL ? env.DATAHUB_API_KEY : undefined,
    port: env.PORT,
    host: env.HOST,
    tileUrl: env.TILE_URL,
    tileSource: env.TILE_URL ? (tileSource(env.TILE_URL) ?? undefined) : undefined,
  }
}
