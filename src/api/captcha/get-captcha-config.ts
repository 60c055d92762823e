import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'

/** 1 = the form shows a captcha */
export interface CaptchaConfig {
  login: number
  register: number
}

export const captchaConfigQuery = () =>
  queryOptions({
    queryKey: ['config', 'captcha'],
    queryFn: () => requestData<CaptchaConfig>('/api/config/getCaptchaConfig'),
    staleTime: 60_000,
  })
