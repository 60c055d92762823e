import { requestData } from '../../lib/request.ts'
import type { AgentIdentity } from './agent.ts'

/** login/login: an agent's username and password → their token and who they are */
export async function agentLogin(username: string, password: string): Promise<{ token: string; servicer: AgentIdentity }> {
  return requestData('/servicer/servicer/login/login', { username, password })
}
