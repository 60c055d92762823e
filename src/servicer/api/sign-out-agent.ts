import { agentCall } from './agent.ts'

/** logout: the agent goes offline (chat/bye), then the token is revoked (login/logout); both are tried, a failure is reported */
export async function signOutAgent(token: string) {
  const bye = await agentCall<unknown>(token, 'chat/bye').then(
    () => null,
    (error: unknown) => error,
  )
  await agentCall<unknown>(token, 'login/logout')
  if (bye) throw bye
}
