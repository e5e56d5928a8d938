/**
 * `npm run users -- <command>`: manages the users file of AUTH=basic (AUTH_USERS_FILE, default
 * .data/users.json). Passwords are typed at a hidden prompt, or read from standard input when it is
 * not a terminal (scripts: `printf '%s\n' "$PASSWORD" | npm run users -- add alice`); they are never
 * taken from the command line, where other users of the machine could read them.
 */
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { usersFilePath } from './config'
import {
  hashPassword,
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
  readUsers,
  USER_ID_PATTERN,
  userKey,
  writeUsers,
  type StoredUser,
} from './users-file'

const USAGE = `Usage: npm run users -- <command>

  add <user> [--name "Full Name"]   add a user (asks for the password)
  passwd <user>                     set a new password (ends the user's sessions)
  remove <user>                     remove a user (ends their sessions)
  list                              list the users

The users file is AUTH_USERS_FILE (default .data/users.json).`

export class UsageError extends Error {}

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin })
    for await (const line of lines) return line
    throw new UsageError('No password on standard input.')
  }
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const question = createInterface({ input: process.stdin, output, terminal: true })
  const ask = (text: string) =>
    new Promise<string>((resolve) => {
      muted = false
      process.stdout.write(text)
      muted = true
      question.question('', (answer) => {
        process.stdout.write('\n')
        resolve(answer)
      })
    })
  try {
    const first = await ask(prompt)
    const second = await ask('Repeat the password: ')
    if (first !== second) throw new UsageError('The passwords do not match.')
    return first
  } finally {
    question.close()
  }
}

async function newPassword(id: string, ask: (prompt: string) => Promise<string>): Promise<string> {
  const password = await ask(`Password for ${id}: `)
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  // bcrypt ignores everything after 72 bytes; cutting silently would accept any longer password
  // that starts the same way.
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw new UsageError(
      `The password must have at most ${MAX_PASSWORD_BYTES} bytes (${MAX_PASSWORD_BYTES} plain ` +
        'letters or digits, fewer with accents or other non-ASCII characters): the password ' +
        'hashing reads no more.',
    )
  }
  return hashPassword(password)
}

export async function runUsersCommand(
  args: string[],
  { env = process.env, ask = readPassword } = {},
): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  const [command, id, ...extra] = positionals
  if (values.help || !command) return USAGE
  if (extra.length) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}\n\n${USAGE}`)
  const file = usersFilePath(env)
  const users = await readUsers(file)
  // One user per name regardless of case: `Alice` finds (and blocks adding) `alice`.
  const find = (name: string) => users.find((user) => userKey(user.id) === userKey(name))

  if (command === 'list') {
    if (!users.length) return `No users in ${file}.`
    return users.map((user) => `${user.id}\t${user.name}`).join('\n')
  }
  if (!id) throw new UsageError(`Which user?\n\n${USAGE}`)
  if (command === 'add') {
    if (!USER_ID_PATTERN.test(id)) {
      throw new UsageError(
        'A user name has 1–64 letters, digits, dots, hyphens, underscores or @, starting with a letter or digit.',
      )
    }
    const existing = find(id)
    if (existing) {
      throw new UsageError(
        `${existing.id} exists already (user names do not depend on case); use passwd to change the password.`,
      )
    }
    const name = values.name?.trim() || id
    if (name.length > 200) throw new UsageError('The name must have at most 200 characters.')
    const user: StoredUser = {
      id,
      name,
      hash: await newPassword(id, ask),
      created: new Date().toISOString(),
    }
    await writeUsers(file, [...users, user])
    return `Added ${id} to ${file}.`
  }
  const user = find(id)
  if (!user) throw new UsageError(`No user ${id} in ${file}.`)
  if (command === 'passwd') {
    user.hash = await newPassword(id, ask)
    await writeUsers(file, users)
    return `Changed the password of ${user.id}; their sessions have ended.`
  }
  if (command === 'remove') {
    await writeUsers(
      file,
      users.filter((other) => other !== user),
    )
    return `Removed ${user.id}; their sessions have ended.`
  }
  throw new UsageError(`Unknown command ${command}.\n\n${USAGE}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runUsersCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(error instanceof UsageError ? 2 : 1)
    },
  )
}
