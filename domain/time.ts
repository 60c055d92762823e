// The site's one time zone: Beijing time (UTC+8, no daylight saving), whatever the browser's zone.
// Order numbers, flash-sale sessions and sign-in days are Beijing days and hours on the server
// (server/modules/account/ledger.ts beijingDay), so every date and time a person reads is too — an
// order placed at 22:58 in Beijing reads 22:58 in New York as well. Every formatter of the storefront
// goes through here; nothing reads the browser's getHours()/getDate()/toLocaleDateString().

export const BEIJING_OFFSET_SECONDS = 8 * 3600
const DAY = 86_400
const pad = (n: number) => String(n).padStart(2, '0')

export interface BeijingParts {
  year: number
  /** 1–12 */
  month: number
  day: number
  hour: number
  minute: number
  second: number
  /** 0 Sunday … 6 Saturday */
  weekday: number
}

/** the Beijing calendar fields of epoch seconds */
export function beijingParts(seconds: number): BeijingParts {
  const d = new Date((Math.floor(seconds) + BEIJING_OFFSET_SECONDS) * 1000)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), weekday: d.getUTCDay() }
}

/** the Beijing day number of epoch seconds (days since 1970-01-01 in Beijing): equal numbers = same calendar day */
export const beijingDay = (seconds: number) => Math.floor((Math.floor(seconds) + BEIJING_OFFSET_SECONDS) / DAY)

/** seconds since Beijing midnight (0 … 86399) */
export const beijingSecondsOfDay = (seconds: number) => (((Math.floor(seconds) + BEIJING_OFFSET_SECONDS) % DAY) + DAY) % DAY

/** epoch seconds → 'YYYY-MM-DD' (Beijing); '' for none */
export function formatDate(seconds: number | null | undefined): string {
  if (!seconds) return ''
  const p = beijingParts(seconds)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

/** epoch seconds → 'HH:mm' (Beijing); '' for none */
export function formatHourMinute(seconds: number | null | undefined): string {
  if (!seconds) return ''
  const p = beijingParts(seconds)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** epoch seconds → 'MM-DD' (Beijing); '' for none */
export function formatMonthDay(seconds: number | null | undefined): string {
  if (!seconds) return ''
  const p = beijingParts(seconds)
  return `${pad(p.month)}-${pad(p.day)}`
}

/** epoch seconds → 'YYYY-MM-DD HH:mm' (Beijing); '' for none */
export function formatDateTime(seconds: number | null | undefined): string {
  if (!seconds) return ''
  return `${formatDate(seconds)} ${formatHourMinute(seconds)}`
}

/** epoch seconds → 'YYYY-MM-DD HH:mm:ss' (Beijing); '' for none */
export function formatDateTimeSeconds(seconds: number | null | undefined): string {
  if (!seconds) return ''
  return `${formatDateTime(seconds)}:${pad(beijingParts(seconds).second)}`
}

/** epoch seconds of a Beijing wall-clock time (month 1–12) */
export const beijingEpoch = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => Date.UTC(year, month - 1, day, hour, minute, second) / 1000 - BEIJING_OFFSET_SECONDS
