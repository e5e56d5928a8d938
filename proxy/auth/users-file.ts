/**
 * The users of AUTH=basic: a JSON file of bcrypt hashes (salted, slow on purpose), written only by
 * `npm run users` and read by the server, which notices changes without a restart: a removed user
 * is signed out at their next request, a changed password ends that user's older sessions.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import bcrypt from 'bcryptjs'
import { z } from 'zod'

/** bcryptjs is pure JavaScript; 11 rounds is ~0.2 s on a quiet core, above OWASP's minimum of 10. */
export const BCRYPT_COST = 11
export const MIN_PASSWORD_LENGTH = 10
/** bcrypt reads only the first 72 bytes of a password: longer ones are refused when set. */
export const MAX_PASSWORD_BYTES = 72
export const USER_ID_PATTERN = /^[a-z0-9][a-z0-9._@-]{0,63}$/i

const storedUser = z.object({
  id: z.string().regex(USER_ID_PATTERN),
  name: z.string().min(1).max(200),
  hash: z.string().regex(/^\$2[aby]\$\d\d\$/),
  created: z.string().optional(),
})
const usersFile = z.object({ version: z.literal(1), users: z.array(storedUser) })

export type StoredUser = z.infer<typeof storedUser>

export async function readUsers(file: string): Promise<StoredUser[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const parsed = usersFile.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${file} is not a users file written by \`npm run users\`.`)
  return parsed.data.users
}

/** Atomic (temporary file, then rename) and readable only by its owner. */
export async function writeUsers(file: string, users: StoredUser[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temporary, `${JSON.stringify({ version: 1, users }, null, 2)}\n`, { mode: 0o600 })
  await rename(temporary, file)
}

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost)
}

/**
 * Changes with the password, so a session can say which password it was signed in with without
 * carrying the hash itself.
 */
export function passwordStamp(user: StoredUser): string {
  return createHash('sha256').update(user.hash).digest('base64url').slice(0, 16)
}

/**
 * Compared against when the user does not exist, so a wrong name costs as long as a wrong password
 * and timing does not tell which names exist. The hash of a random password nobody kept, at the
 * cost `npm run users` uses.
 */
export const DECOY_HASH = '$2b$11$d.W7oCojVp8m9ewS9X1HJOksHI6SYofTX4p3gtlxnvoHZfGcRAaoy'

/** On this thread: for the users command and tests. The server checks in its pool (password-pool.ts). */
export async function verifyPassword(
  user: StoredUser | undefined,
  password: string,
): Promise<boolean> {
  const matches = await bcrypt.compare(password, user?.hash ?? DECOY_HASH)
  return matches && user !== undefined
}

/** User names are unique regardless of case: `Alice` and `alice` are one user. */
export const userKey = (id: string) => id.toLowerCase()

/**
 * The users file as the server sees it: re-read when its modification time changes, checked at
 * most every `recheckMs` so a busy server does not stat it on every request.
 */
export function watchUsers(file: string, recheckMs = 2000) {
  let users = new Map<string, StoredUser>()
  let version = ''
  let checkedAt = -Infinity
  let pending: Promise<void> | null = null

  async function refresh() {
    const info = await stat(file).catch(() => null)
    const next = info ? `${info.mtimeMs}:${info.size}` : 'missing'
    if (next !== version) {
      // Case-insensitive; should an older file hold two spellings of one name, the first wins.
      users = new Map()
      for (const user of await readUsers(file))
        if (!users.has(userKey(user.id))) users.set(userKey(user.id), user)
      version = next
    }
    checkedAt = Date.now()
  }

  return {
    async get(id: string): Promise<StoredUser | undefined> {
      if (Date.now() - checkedAt > recheckMs) {
        pending ??= refresh().finally(() => (pending = null))
        await pending
      }
      return users.get(userKey(id))
    },
    async count(): Promise<number> {
      await refresh()
      return users.size
    },
  }
}
