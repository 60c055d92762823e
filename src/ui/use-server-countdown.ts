import { useLayoutEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { countdownMachine } from '../../machines/countdown/countdown.machine.ts'

/**
 * Seconds left until `endTime` (server epoch seconds), on the server's clock: `serverTime` was the
 * server's time when the answer arrived at `receivedAt` (browser ms). The ticking is the machine's.
 */
export function useServerCountdown(secondsLeftAt: (serverNow: number) => number, serverTime: number, receivedAt: number): number {
  const actor = useActorRef(countdownMachine, { input: { seconds: 0 } })
  useLayoutEffect(() => {
    actor.send({ type: 'countdown.reset', seconds: secondsLeftAt(serverTime + (Date.now() - receivedAt) / 1000) })
  }, [actor, secondsLeftAt, serverTime, receivedAt])
  return useSelector(actor, (s) => s.context.remaining)
}
