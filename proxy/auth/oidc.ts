/**
 * OpenID Connect through openid-client: discovery from the issuer URL at start, the authorization
 * code flow with PKCE (S256), state and nonce, and RP-initiated logout where the provider offers an
 * end_session_endpoint. The client secret only ever travels to the provider's token endpoint.
 *
 * The ID token's signature is checked with the provider's keys (its jwks_uri), and only for the one
 * algorithm pinned by OIDC_ID_TOKEN_ALG (RS256 unless set): openid-client alone checks the claims
 * but, trusting the TLS connection to the token endpoint, not the signature, and takes the
 * algorithms the provider's metadata lists, which may include `none` or HS256.
 */
import * as client from 'openid-client'
import { ConfigError } from '../start/env'
import { isLoopbackHost, type IdTokenAlg } from './config'
import type { PendingLogin } from './session-cookie'
import type { SessionUser } from './types'

export interface OidcSettings {
  issuer: URL
  clientId: string
  clientSecret: string | undefined
  scopes: string
  publicUrl: URL
  /** Default RS256. */
  idTokenAlg?: IdTokenAlg
}

export const CALLBACK_PATH = '/auth/callback'
export const SIGNED_OUT_PATH = '/auth/signed-out'

export async function openOidc(settings: OidcSettings) {
  const { issuer, publicUrl } = settings
  // Plain http only for a provider on this machine (the tests' provider); anywhere else the
  // authorization code and tokens would cross the network readable.
  const insecure = issuer.protocol === 'http:'
  if (insecure && !isLoopbackHost(issuer.hostname)) {
    throw new ConfigError('OIDC_ISSUER must be an https URL (plain http only on loopback).')
  }
  const alg = settings.idTokenAlg ?? 'RS256'
  let config: client.Configuration
  try {
    config = await client.discovery(
      issuer,
      settings.clientId,
      {
        // Pinned: a token signed otherwise is refused, whatever the metadata lists.
        id_token_signed_response_alg: alg,
        ...(settings.clientSecret ? { client_secret: settings.clientSecret } : {}),
      },
      settings.clientSecret ? undefined : client.None(),
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    )
  } catch (error) {
    throw new ConfigError(
      `Cannot read the OpenID configuration of OIDC_ISSUER (${issuer.origin}): ${
        error instanceof Error ? error.message : String(error)
      }`,
    )
  }
  const metadata = config.serverMetadata()
  if (!metadata.jwks_uri) {
    throw new ConfigError(
      `The OpenID provider at OIDC_ISSUER (${issuer.origin}) names no jwks_uri: its ID tokens could not be verified.`,
    )
  }
  const supported = metadata.id_token_signing_alg_values_supported
  if (supported && !supported.includes(alg)) {
    throw new ConfigError(
      `The OpenID provider at OIDC_ISSUER signs ID tokens with ${supported.join(', ')}, not ${alg}: ` +
        `set OIDC_ID_TOKEN_ALG to the one its client uses (one of the public-key algorithms).`,
    )
  }
  // Every ID token's signature is checked with the provider's keys (jwks_uri, kept 5 minutes).
  client.enableNonRepudiationChecks(config)
  const redirectUri = new URL(CALLBACK_PATH, publicUrl).href
  const endSession = metadata.end_session_endpoint

  return {
    /** The origin of the provider's logout page: the sign-out form redirects there (CSP form-action). */
    logoutOrigin: endSession ? new URL(endSession).origin : null,

    /** Where to send the browser to sign in, and what the callback must find again. */
    async start(next: string): Promise<{ url: URL; pending: Omit<PendingLogin, 'exp'> }> {
      const verifier = client.randomPKCECodeVerifier()
      const pending = { verifier, state: client.randomState(), nonce: client.randomNonce(), next }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      })
      return { url, pending }
    },

    /** Exchanges the code; throws when state, nonce, PKCE or the ID token do not check out. */
    async finish(
      search: string,
      pending: PendingLogin,
    ): Promise<{ user: SessionUser; idToken: string | undefined }> {
      const tokens = await client.authorizationCodeGrant(
        config,
        new URL(`${CALLBACK_PATH}${search}`, publicUrl),
        {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        },
      )
      let claims: Record<string, unknown> & { sub: string } = tokens.claims()!
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)
      const nameOf = (from: Record<string, unknown>) =>
        text(from.name) ?? text(from.preferred_username) ?? text(from.email)
      // Many providers put profile claims only in the userinfo answer of a code flow.
      if (!nameOf(claims) && config.serverMetadata().userinfo_endpoint) {
        claims = await client.fetchUserInfo(config, tokens.access_token, claims.sub)
      }
      const name = nameOf(claims) ?? claims.sub
      return { user: { id: claims.sub, name: name.slice(0, 200) }, idToken: tokens.id_token }
    },

    /** The provider's logout URL, or null when it has none (then only our session ends). */
    endSessionUrl(idToken: string | undefined): URL | null {
      if (!endSession) return null
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: new URL(SIGNED_OUT_PATH, publicUrl).href,
        ...(idToken ? { id_token_hint: idToken } : { client_id: settings.clientId }),
      })
    },
  }
}

export type OidcClient = Awaited<ReturnType<typeof openOidc>>
