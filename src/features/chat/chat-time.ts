// Spec §2 / §9: a chat time within 2 days of now reads today / yesterday / tomorrow + hh:mm,
// otherwise month-day and time. Pure (the view words the day).

import { beijingDay, formatHourMinute, formatMonthDay } from '../../../domain/time.ts'

export type ChatTime = { day: 'today' | 'yesterday' | 'tomorrow'; hm: string } | { day: 'date'; md: string; hm: string }

/** Beijing time (src/lib/time.ts), like the rows' create_time */
export function chatTime(epochSeconds: number, nowMs: number): ChatTime {
  const hm = formatHourMinute(epochSeconds)
  // within 2 days, by Beijing calendar day
  const days = beijingDay(epochSeconds) - beijingDay(nowMs / 1000)
  if (Math.abs(epochSeconds * 1000 - nowMs) < 2 * 86_400_000) {
    if (days === 0) return { day: 'today', hm }
    if (days === -1) return { day: 'yesterday', hm }
    if (days === 1) return { day: 'tomorrow', hm }
  }
  return { day: 'date', md: formatMonthDay(epochSeconds), hm }
}
