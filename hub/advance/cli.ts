/**
 * `npm run hub:advance`: moves the embedded hub's database (HUB_DB, or the file for HUB_SCALE and
 * HUB_SEED) one data step forward. `-- --preview` prints the ids of the organizations the next
 * step changes, one per line, and changes nothing. `-- --per-kind N` sets how many organizations
 * each kind of change touches. A server running on the same file sees the new data at once.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { readHubEnv } from '../env'
import { applyStep } from './apply'
import { currentStep, planStep } from './plan'

function main() {
  const { values } = parseArgs({
    options: { preview: { type: 'boolean', default: false }, 'per-kind': { type: 'string' } },
  })
  const perKind = values['per-kind'] === undefined ? undefined : Number(values['per-kind'])
  if (perKind !== undefined && !(Number.isInteger(perKind) && perKind > 0 && perKind <= 10_000)) {
    throw new Error('--per-kind must be a whole number from 1 to 10000.')
  }
  const { dbPath } = readHubEnv()
  if (!existsSync(dbPath)) {
    throw new Error(
      `There is no hub database at ${dbPath}: start the hub once (npm run hub) to generate it.`,
    )
  }
  const db = new Database(dbPath, {
    fileMustExist: true,
    readonly: values.preview,
    timeout: 10_000,
  })
  try {
    const step = currentStep(db) + 1
    const plan = planStep(db, step, perKind)
    if (values.preview) {
      for (const change of plan) console.log(change.organizationId)
      return
    }
    applyStep(db, step, plan)
    const counts = new Map<string, number>()
    for (const change of plan) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1)
    console.log(
      `${dbPath}: data step ${step}, ${plan.length} organizations changed (${[...counts].map(([kind, n]) => `${kind} ${n}`).join(', ')}).`,
    )
  } finally {
    db.close()
  }
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
