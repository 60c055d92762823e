// The sign-in calendar's month grid (Monday first, like Chinese calendars). Pure date arithmetic on
// 'YYYY-MM' strings in UTC, so the server's calendar day (Beijing time) is never shifted by the
// browser's time zone.

/** the days of `month` ('YYYY-MM') as 'YYYY-MM-DD', with nulls before the 1st to align weekdays */
export function monthGrid(month: string): Array<string | null> {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(y, m - 1, 1))
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const lead = (first.getUTCDay() + 6) % 7
  const cells: Array<string | null> = Array.from({ length: lead }, () => null)
  for (let d = 1; d <= days; d += 1) cells.push(`${month}-${String(d).padStart(2, '0')}`)
  while (cells.length % 7 !== 0) cells.push(null)
  return cells
}

/** 'YYYY-MM' moved by `delta` months */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + delta, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}
