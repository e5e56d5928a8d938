/** Date arithmetic in whole days, for the generator's timelines (register history, news). */
const DAY_MS = 86_400_000

export const toDays = (date: string) =>
  Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS)
export const fromDays = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10)

/** The generated data's "today": register histories, notices and news all end here. */
export const TODAY_DAYS = toDays('2026-03-01')
