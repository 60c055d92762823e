// Spec §2 / §9: a chat time within 2 days of now reads today / yesterday / tomorrow + hh:mm,
// otherwise month-day and time. Pure (the view words the day).

export type ChatTime = { day: 'today' | 'yesterday' | 'tomorrow'; hm: string } | { day: 'date'; md: string; hm: string }

const pad = (n: number) => String(n).padStart(2, '0')
const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()

export function chatTime(epochSeconds: number, nowMs: number): ChatTime {
  const at = new Date(epochSeconds * 1000)
  const hm = `${pad(at.getHours())}:${pad(at.getMinutes())}`
  // within 2 days, by calendar day
  const days = Math.round((dayStart(at) - dayStart(new Date(nowMs))) / 86_400_000)
  if (Math.abs(epochSeconds * 1000 - nowMs) < 2 * 86_400_000) {
    if (days === 0) return { day: 'today', hm }
    if (days === -1) return { day: 'yesterday', hm }
    if (days === 1) return { day: 'tomorrow', hm }
  }
  return { day: 'date', md: `${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, hm }
}
