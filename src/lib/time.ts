// epoch seconds (the wire's times) as local dates: the CMS lists and the order pages
const pad = (n: number) => String(n).padStart(2, '0')

/** epoch seconds → 'YYYY-MM-DD' (local time); '' for none */
export function formatDate(seconds: number | null | undefined): string {
  if (!seconds) return ''
  const d = new Date(seconds * 1000)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** epoch seconds → 'YYYY-MM-DD HH:mm' (local time); '' for none */
export function formatDateTime(seconds: number | null | undefined): string {
  if (!seconds) return ''
  const d = new Date(seconds * 1000)
  return `${formatDate(seconds)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}
