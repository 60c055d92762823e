import { useActorRef, useSelector } from '@xstate/react'
import { countdownMachine } from '../../machines/countdown/countdown.machine.ts'

/** reference §6.2: the SMS code cool-down */
export const SMS_COOLDOWN = 120

/** a resend cool-down (the countdown machine): `remaining` seconds, `start()` after a code went out */
export function useCooldown(seconds = SMS_COOLDOWN) {
  const ref = useActorRef(countdownMachine, { input: { seconds: 0 } })
  const remaining = useSelector(ref, (s) => s.context.remaining)
  return { remaining, start: () => ref.send({ type: 'countdown.reset', seconds }) }
}
