/**
 * `npm run hub:audit [path]`: checks every data rule (hub/audit/) over a whole hub database and
 * prints the number of violations per rule; exits 1 when any count is not 0. Without a path it
 * audits the database the hub would serve (HUB_SCALE, HUB_SEED, HUB_DB as for `npm run hub`).
 */
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import { runAudit } from './audit/index'
import { readHubEnv } from './env'

const path = process.argv[2] ?? readHubEnv(process.env, process.cwd()).dbPath
if (!existsSync(path)) {
  console.error(`No hub database at ${path}: start the hub once (npm run hub) or pass a path.`)
  process.exit(2)
}
const db = new Database(path, { readonly: true, fileMustExist: true })
const results = runAudit(db)
db.close()
const width = Math.max(...results.map((result) => result.id.length))
for (const result of results)
  console.log(
    `${result.violations === 0 ? 'ok  ' : 'FAIL'} ${result.id.padEnd(width)} ${String(result.violations).padStart(8)}  (${result.ms} ms)`,
  )
const failed = results.filter((result) => result.violations > 0)
console.log(
  failed.length
    ? `${failed.length} of ${results.length} rules violated in ${path}`
    : `All ${results.length} rules hold in ${path}`,
)
process.exit(failed.length ? 1 : 0)
