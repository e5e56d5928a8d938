/**
 * Sign-in as configured by the environment, for `npm start` and `npm run dev`: validates the
 * settings (refusing AUTH=none beyond loopback), loads the cookie secret, checks that the users
 * file has users, or discovers the OpenID provider. Everything that can be wrong fails here, at
 * start, with a message that says what to do.
 */
import { ConfigError } from '../start/env'
import type { AttemptStore } from './attempts'
import { createAuth, noAuth, type Auth } from './auth'
import { loadAuthConfig, secretSource } from './config'
import { openOidc } from './oidc'
import { loadSessionSecret } from './secret'
import { createSessionCookies } from './session-cookie'
import { watchUsers } from './users-file'

export async function openAuth(
  source: Record<string, string | undefined>,
  host: string,
  log: (line: string) => void = console.log,
  /** Where failed sign-ins are counted (Redis, shared by every process); memory by default. */
  attempts?: AttemptStore,
): Promise<{
  auth: Auth
  description: string
  /** The users file (AUTH=basic): monitoring shares name its users. */
  users?: ReturnType<typeof watchUsers>
  /** The server's secret, loaded once for everything sealed with it (also under AUTH=none). */
  secret: string
}> {
  const config = loadAuthConfig(source, host)
  if (config.mode === 'none') {
    const { secret, file } = secretSource(source)
    return {
      auth: noAuth(),
      description: 'none (loopback only)',
      secret: await loadSessionSecret(secret, file),
    }
  }

  const secret = await loadSessionSecret(config.secret, config.secretFile)
  const cookies = createSessionCookies({
    secret,
    sessionSeconds: config.sessionSeconds,
    secure: config.publicUrl ? config.publicUrl.protocol === 'https:' : undefined,
  })
  const publicOrigin = config.publicUrl?.origin

  if (config.mode === 'basic') {
    const users = watchUsers(config.usersFile)
    const count = await users.count()
    if (count === 0) {
      throw new ConfigError(
        `AUTH=basic, but ${config.usersFile} has no users yet. Add one with\n` +
          '  npm run users -- add <name> --name "Full Name"',
      )
    }
    return {
      users,
      secret,
      auth: createAuth({ mode: 'basic', users, attempts, cookies, publicOrigin, log }),
      description: `basic, ${count} user${count === 1 ? '' : 's'} in ${config.usersFile}`,
    }
  }

  const oidc = await openOidc(config)
  return {
    secret,
    auth: createAuth({ mode: 'oidc', oidc, cookies, publicOrigin, log }),
    description: `OpenID Connect, issuer ${config.issuer.origin}${config.issuer.pathname.replace(/\/$/, '')}`,
  }
}
