/**
 * Monitoring for `npm start` and `npm run dev`, from the environment: the database (DATABASE_URL
 * for PostgreSQL, else the SQLite file MONITOR_DB, default `.data/monitor.sqlite`) and the routes.
 */
import { resolve } from 'node:path'
import { z } from 'zod'
import { ConfigError } from '../env'
import { openMonitorDb } from './database'
import { createMonitorRoutes } from './monitor-routes'

const schema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  MONITOR_DB: z.string().min(1).optional(),
})

export function loadMonitorEnv(source: Record<string, string | undefined>, cwd = process.cwd()) {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in schema.shape && value !== ''),
  )
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join('; '))
  }
  return {
    databaseUrl: parsed.data.DATABASE_URL,
    sqlitePath: resolve(cwd, parsed.data.MONITOR_DB ?? '.data/monitor.sqlite'),
  }
}

export async function openMonitor(source: Record<string, string | undefined> = process.env) {
  const settings = loadMonitorEnv(source)
  const opened = await openMonitorDb(settings).catch((error: unknown) => {
    throw new ConfigError(
      `Cannot open the monitoring database: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
  return {
    ...createMonitorRoutes(opened.db),
    db: opened.db,
    description: opened.description,
    close: opened.close,
  }
}
