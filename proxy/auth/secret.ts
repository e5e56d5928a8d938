/**
 * The key that signs session cookies: AUTH_SECRET when set (several server processes must share
 * one), else a random one created on first start in a file only this user can read (0600). Losing
 * it only signs everybody out.
 */
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

export async function loadSessionSecret(
  secret: string | undefined,
  file: string,
  warn: (line: string) => void = console.warn,
): Promise<string> {
  if (secret) return secret
  const existing = await readSecretFile(file, warn)
  if (existing) return existing
  const created = randomBytes(32).toString('base64url')
  await mkdir(dirname(file), { recursive: true })
  try {
    // `wx`: two processes starting at once must not each write a different secret.
    await writeFile(file, `${created}\n`, { mode: 0o600, flag: 'wx' })
    return created
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return (await readSecretFile(file, warn))!
  }
}

async function readSecretFile(file: string, warn: (line: string) => void) {
  const info = await stat(file).catch(() => null)
  if (!info) return null
  if ((info.mode & 0o077) !== 0) {
    // Anyone who reads it can forge a session; tighten it rather than refuse to start.
    warn(`The session secret ${file} was readable by others; its permissions are now 0600.`)
    await chmod(file, 0o600)
  }
  const value = (await readFile(file, 'utf8')).trim()
  if (value.length < 32)
    throw new Error(`The session secret in ${file} is shorter than 32 characters.`)
  return value
}
