// Times on the member pages: the wire sends epoch seconds; people read local date and time.

const pad = (n: number) => String(n).padStart(2, '0')

/** epoch seconds → 'YYYY-MM-DD' (local); '' for 0 / missing */
export function formatDate(epoch: number | null | undefined): string {
  if (!epoch) return ''
  const d = new Date(epoch * 1000)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** epoch seconds → 'YYYY-MM-DD HH:mm:ss' (local); '' for 0 / missing */
export function formatTime(epoch: number | null | undefined): string {
  if (!epoch) return ''
  const d = new Date(epoch * 1000)
  return `${formatDate(epoch)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** rows grouped by their local day, in the order they come (the footprint page, reference §6.6) */
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
