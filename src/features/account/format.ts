// Times on the member pages: the wire sends epoch seconds; people read Beijing date and time
// (src/lib/time.ts, the site's one zone).
import { formatDateTimeSeconds } from '../../../domain/time.ts'

export { formatDate } from '../../../domain/time.ts'

/** epoch seconds → 'YYYY-MM-DD HH:mm:ss' (Beijing); '' for 0 / missing */
export const formatTime = formatDateTimeSeconds

/** rows grouped by their day, in the order they come (the footprint page, reference §6.6) */
export function groupByDay<T>(rows: readonly T[], dayOf: (row: T) => string): Array<{ day: string; rows: T[] }> {
  const groups: Array<{ day: string; rows: T[] }> = []
  for (const row of rows) {
    const day = dayOf(row)
    const last = groups.at(-1)
    if (last && last.day === day) last.rows.push(row)
    else groups.push({ day, rows: [row] })
  }
  return groups
}
