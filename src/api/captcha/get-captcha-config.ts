import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
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

/**
 * Whether a form asks for a captcha: the platform's switch as the server answered it — the only home of
 * this rule. The form waits for the answer (the routes with such a form load it before they render): a
 * guess either way fails someone. Counted as on, a login taken before the answer came asked for a code
 * the page then hid when the answer said off, and nothing happened (met in a fresh-clone run); counted
 * as off, the form would go without the code the server then asks for.
 */
export function useCaptchaOn(form: keyof CaptchaConfig): boolean {
  return useSuspenseQuery(captchaConfigQuery()).data[form] === 1
}
