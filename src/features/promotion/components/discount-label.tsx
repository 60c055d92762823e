import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'

// 折 in Chinese ("3.5折" = you pay 35%), "65% off" in English: both figures go to the message and
// each language says it its own way
const DISCOUNT = msg({ message: '{off}折', comment: 'off = tenths of the price paid (3.5); pct = percent off (65)' })

/** the discount of a promotion price as the shopper's language says it; nothing when there is none */
export function DiscountLabel({ off }: { off: string }) {
  const { i18n } = useLingui()
  if (!off) return null
  const pct = Math.round(100 - Number(off) * 10)
  return <>{i18n._({ ...DISCOUNT, values: { off, pct } })}</>
}
