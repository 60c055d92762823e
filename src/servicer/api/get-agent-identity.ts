import { queryOptions } from '@tanstack/react-query'
import { agentCall, type AgentIdentity } from './agent.ts'

/** chat/siteInfo: the agent of a kept token, with their shop (a TOKEN_* answer: the login is gone) */
export const agentIdentityQuery = (token: string) =>
  queryOptions({
    queryKey: ['servicer', token, 'identity'] as const,
    queryFn: async (): Promise<AgentIdentity> => {
      const info = await agentCall<{ shop_name: string; logo: string; servicer: Omit<AgentIdentity, 'shop_name' | 'logo'> }>(token, 'chat/siteInfo')
      return { ...info.servicer, shop_name: info.shop_name, logo: info.logo }
    },
    staleTime: Infinity,
  })
