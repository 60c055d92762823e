import { useLayoutEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { countdownMachine } from '../../machines/countdown/countdown.machine.ts'

/**
 * Seconds left until `endTime` (server epoch seconds), on the server's clock: `serverTime` was the
 * server's time when the answer arrived at `receivedAt` (browser ms). The ticking is the machine's.
 */
export function useServerCountdown(secondsLeftAt: (serverNow: number) => number, serverTime: number, receivedAt: number): number {
  // the first render already shows the time left (the server's first screen runs no effect, decision 012)
  const [initial] = useState(() => secondsLeftNow(secondsLeftAt, serverTime, receivedAt))
  const actor = useActorRef(countdownMachine, { input: { seconds: initial } })
  useLayoutEffect(() => {
    actor.send({ type: 'countdown.reset', seconds: secondsLeftNow(secondsLeftAt, serverTime, receivedAt) })
  }, [actor, secondsLeftAt, serverTime, receivedAt])
  return useSelector(actor, (s) => s.context.remaining)
}

const secondsLeftNow = (secondsLeftAt: (serverNow: number) => number, serverTime: number, receivedAt: number) =>
  secondsLeftAt(serverTime + (Date.now() - receivedAt) / 1000)
