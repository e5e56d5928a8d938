/**
 * Webhook secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * secret (AUTH_SECRET, or the session secret file), so a copy of the database alone cannot sign
 * deliveries. Every process sharing the database must share AUTH_SECRET, as for sessions.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const PREFIX = 'v1.'

export interface SecretBox {
  seal(secret: string): string
  /** The secret of a stored value; a value from before encryption is returned as it is. */
  open(stored: string): string
  isSealed(stored: string): boolean
}

export function createSecretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'datahub-explorer', 'monitor webhook secrets', 32),
  )
  return {
    seal(secret) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const sealed = Buffer.concat([
        cipher.update(secret, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ])
      return `${PREFIX}${iv.toString('base64url')}.${sealed.toString('base64url')}`
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored
      const [ivText, sealedText] = stored.slice(PREFIX.length).split('.')
      const sealed = Buffer.from(sealedText ?? '', 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText ?? '', 'base64url'))
      decipher.setAuthTag(sealed.subarray(sealed.length - 16))
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]).toString('utf8')
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  }
}
