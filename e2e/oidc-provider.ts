/**
 * A real OpenID provider for the sign-in spec: node-oidc-provider (a certified implementation) on
 * loopback, with its in-memory adapter, one registered client, and its development login screen,
 * which accepts any login name as the account. Accounts are named by what is typed there.
 */
import { createServer, type Server } from 'node:http'
import Provider from 'oidc-provider'

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  stop(): Promise<void>
}

export async function startOidcProvider(
  port: number,
  explorerOrigin: string,
  /** Display names of accounts by login name. */
  names: Record<string, string>,
): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${port}`
  const clientId = 'data-hub-explorer'
  const clientSecret = 'e2e-oidc-client-secret-4b7d2f9a1c'
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${explorerOrigin}/auth/callback`],
        post_logout_redirect_uris: [`${explorerOrigin}/auth/signed-out`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name'] },
    cookies: { keys: ['e2e-provider-cookie-key-0f3e'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, name: names[id] ?? id }),
    }),
  })
  const server: Server = createServer(provider.callback())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
