import { formatNumber } from '@/lib/format/format'

/** 850 → "850 m", 12 345 → "12.3 km" ("12,3 km" in German). Units are the same in both languages. */
export const formatDistance = (meters: number | null) =>
  meters === null
    ? '—'
    : meters < 1000
      ? `${formatNumber(Math.round(meters))} m`
      : `${formatNumber(Math.round(meters / 100) / 10)} km`
