import { agentCall } from './agent.ts'

/** chat/bind: the console's socket (its client_id) is the agent's */
export const bindConsole = (token: string, clientId: string) => agentCall<unknown>(token, 'chat/bind', { client_id: clientId })
