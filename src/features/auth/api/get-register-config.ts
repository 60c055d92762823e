import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface RegisterConfig {
  is_enable: number
  /** 1 = the login page opens on the mobile-code tab */
  dynamic_code_login: number
  /** minimum password length (0 = none) */
  pwd_len: number
  /** required character kinds, comma-separated: number, letter, upper_case, symbol */
  pwd_complexity: string
}

export const registerConfigQuery = () =>
  queryOptions({
    queryKey: ['register', 'config'],
    queryFn: async () => (await requestData<{ value: RegisterConfig }>('/api/register/config')).value,
    staleTime: 60_000,
  })
