import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as css from './countdown.css.ts'

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

export function splitSeconds(total: number): CountdownParts {
  const s = Math.max(0, Math.floor(total))
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 }
}

const two = (n: number) => String(n).padStart(2, '0')

/** a pure display of the time left (the caller owns the ticking): [d天] hh:mm:ss */
export function Countdown({ seconds, label }: { seconds: number; label?: ReactNode }) {
  const { t } = useLingui()
  const p = splitSeconds(seconds)
  const spoken = p.days > 0 ? t`剩余 ${p.days} 天 ${p.hours} 小时 ${p.minutes} 分 ${p.seconds} 秒` : t`剩余 ${p.hours} 小时 ${p.minutes} 分 ${p.seconds} 秒`
  return (
    <span className={css.countdown} role="timer" aria-label={spoken}>
      {label && <span className={css.label}>{label}</span>}
      {p.days > 0 && (
        <>
          <span className={css.cell} aria-hidden="true">{p.days}</span>
          <span className={css.sep} aria-hidden="true">
            <Trans>天</Trans>
          </span>
        </>
      )}
      <span className={css.cell} aria-hidden="true">{two(p.hours)}</span>
      <span className={css.sep} aria-hidden="true">:</span>
      <span className={css.cell} aria-hidden="true">{two(p.minutes)}</span>
      <span className={css.sep} aria-hidden="true">:</span>
      <span className={css.cell} aria-hidden="true">{two(p.seconds)}</span>
    </span>
  )
}
