import { useLingui } from '@lingui/react/macro'
import type { Schedule } from '../api/monitor-schemas'

/** The schedules in words, in the language shown now. */
export function useScheduleWords(): Record<Schedule, string> {
  const { t } = useLingui()
  return { hourly: t`Checked hourly`, daily: t`Checked daily`, weekly: t`Checked weekly` }
}
