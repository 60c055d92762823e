import { useCallback, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Timed } from '../api/types.ts'
import { Countdown } from '../../../ui/countdown.tsx'
import { useServerCountdown } from '../../../ui/use-server-countdown.ts'

export type Phase = 'upcoming' | 'running' | 'ended'

/** where a dated promotion is at the server time `now` (epoch seconds) */
export const phaseAt = (start: number, end: number, now: number): Phase => (start && now < start ? 'upcoming' : end && now >= end ? 'ended' : 'running')

/** a dated promotion's countdown on the server clock: to its start, to its end, or the ended text */
export function PhaseCountdown({ start, end, phase, timed, endedText }: { start: number; end: number; phase: Phase; timed: Timed; endedText: ReactNode }) {
  const secondsLeftAt = useCallback((now: number) => (phase === 'ended' ? 0 : Math.max(0, (phase === 'upcoming' ? start : end) - now)), [start, end, phase])
  const left = useServerCountdown(secondsLeftAt, timed.timestamp, timed.receivedAt)
  if (phase === 'running') return <Countdown seconds={left} label={<Trans>距结束</Trans>} />
  if (phase === 'upcoming') return <Countdown seconds={left} label={<Trans>距开始</Trans>} />
  return <>{endedText}</>
}
