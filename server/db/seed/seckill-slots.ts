// The demo flash-sale day (reference §2.8 秒杀): rounds of SLOT_HOURS hours from midnight, Beijing time,
// the whole day round. The seed's slots and the home banner that announces them both come from here,
// so the banner says what the flash-sale page lists.

export const SECKILL_SLOT_HOURS = 2
const SLOT_SECONDS = SECKILL_SLOT_HOURS * 3600

/** the day's rounds: name, start and end in seconds since midnight */
export const SECKILL_SLOTS = Array.from({ length: 24 / SECKILL_SLOT_HOURS }, (_, i) => ({
  name: `${String(i * SECKILL_SLOT_HOURS).padStart(2, '0')}:00场`,
  start: i * SLOT_SECONDS,
  end: (i + 1) * SLOT_SECONDS,
}))

/** the home's flash-sale banner (an advert title, picture title and subtitle), in both languages */
export const SECKILL_BANNER = {
  zh: `限时秒杀 每 ${SECKILL_SLOT_HOURS} 小时一场 全天 ${SECKILL_SLOTS.length} 场`,
  en: `Flash sale — A round every ${SECKILL_SLOT_HOURS} hours, ${SECKILL_SLOTS.length} a day`,
}
