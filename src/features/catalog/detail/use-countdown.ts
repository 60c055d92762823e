import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { countdownMachine } from '../../../../machines/countdown/countdown.machine.ts'

/** seconds left, ticking in the countdown machine; a new start value restarts it */
export function useCountdown(seconds: number): number {
  const actor = useActorRef(countdownMachine, { input: { seconds } })
  useEffect(() => {
    actor.send({ type: 'countdown.reset', seconds })
  }, [actor, seconds])
  return useSelector(actor, (s) => s.context.remaining)
}
