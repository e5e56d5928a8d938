/**
 * Which ingestion delivered a row is a function of its fingerprint: fb_id is a uniform hash, so its
 * first hex digit splits rows into buckets (~56 % initial load, ~31 % first refresh, ~13 % latest).
 * Nothing is stored per row: `fb_datetime` / `fb_data_version` are derived from fb_id when read,
 * and a version_boundary becomes an fb_id range the fb_id index answers.
 */

/** Exclusive upper fb_id bound of each bucket but the last (which is open). */
const BOUNDS = ['9', 'e'] as const

export const VERSION_COUNT = BOUNDS.length + 1

/** 1-based ingestion ordinal of a row. */
export function versionOrdinal(fbId: string): number {
  const index = BOUNDS.findIndex((bound) => fbId < bound)
  return index === -1 ? VERSION_COUNT : index + 1
}

/** The fb_id range `[from, to)` holding the rows of ordinals `low..high`; undefined ends are open. */
export function fbIdRange(low: number, high: number): { from?: string; to?: string } {
  return {
    ...(low > 1 ? { from: BOUNDS[low - 2] } : {}),
    ...(high < VERSION_COUNT ? { to: BOUNDS[high - 1] } : {}),
  }
}

/** SQL mapping fb_id to one value per ordinal (`values[0]` for ordinal 1, ...); values are catalogue data. */
export function byVersionSql(values: readonly string[]): string {
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`
  const branches = BOUNDS.map(
    (bound, index) => `WHEN fb_id < '${bound}' THEN ${literal(values[index]!)}`,
  )
  return `(CASE ${branches.join(' ')} ELSE ${literal(values[BOUNDS.length]!)} END)`
}
