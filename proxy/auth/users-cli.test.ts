/**
 * `npm run users`: once as a process (add, the password on standard input), the rest in-process
 * with the password prompt replaced: list, passwd, remove, and refused mistakes. The file is
 * readable by its owner only and holds no password.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runUsersCommand } from './users-cli'
import { readUsers, verifyPassword } from './users-file'

const root = fileURLToPath(new URL('../..', import.meta.url))
const PASSWORD = 'a long enough password'
let dir: string
let file: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'explorer-users-'))
  file = join(dir, 'users.json')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const run = (args: string[], password = PASSWORD) =>
  runUsersCommand(args, { env: { AUTH_USERS_FILE: file }, ask: async () => password })

it('adds a user from the command line, the password read from standard input', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'proxy/auth/users-cli.ts', 'add', 'carol', '--name', 'Carol Example'],
    { cwd: root, env: { PATH: process.env.PATH, AUTH_USERS_FILE: file } },
  )
  let stdout = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stdin.end(`${PASSWORD}\n`)
  expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0)
  expect(stdout).toBe(`Added carol to ${file}.\n`)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  expect(readFileSync(file, 'utf8')).not.toContain(PASSWORD)
  const [carol] = await readUsers(file)
  expect(carol).toMatchObject({ id: 'carol', name: 'Carol Example' })
  expect(await verifyPassword(carol, PASSWORD)).toBe(true)
})

it('lists, changes passwords, removes, and refuses mistakes', async () => {
  await expect(run(['add', 'dave'], 'short')).rejects.toThrow('at least 10 characters')
  await expect(run(['add', 'carol'])).rejects.toThrow('carol exists already')
  // Names are unique regardless of case.
  await expect(run(['add', 'Carol'])).rejects.toThrow('carol exists already')
  // bcrypt would silently cut a password after 72 bytes: refused when set, in bytes not letters.
  await expect(run(['add', 'erin'], 'x'.repeat(73))).rejects.toThrow('at most 72 bytes')
  await expect(run(['add', 'erin'], 'ä'.repeat(37))).rejects.toThrow('at most 72 bytes')
  await expect(run(['add', '../etc'])).rejects.toThrow('A user name has')
  await expect(run(['passwd', 'nobody'])).rejects.toThrow('No user nobody')
  await expect(run(['rename', 'carol'])).rejects.toThrow('Unknown command rename')

  expect(await run(['list'])).toBe('carol\tCarol Example')
  const before = (await readUsers(file))[0]!.hash
  expect(await run(['passwd', 'carol'], 'another long password')).toContain('sessions have ended')
  const [changed] = await readUsers(file)
  expect(changed!.hash).not.toBe(before)
  expect(await verifyPassword(changed, 'another long password')).toBe(true)

  expect(await run(['remove', 'carol'])).toContain('Removed carol')
  expect(await run(['list'])).toBe(`No users in ${file}.`)
  expect(await run([])).toContain('Usage: npm run users -- <command>')
})
