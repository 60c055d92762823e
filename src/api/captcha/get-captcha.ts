import { queryOptions, useQuery } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { useCaptchaOn } from './get-captcha-config.ts'

export interface Captcha {
  id: string
  /** a data URL */
  img: string
}

// a fresh picture every time it is asked for: never cached, refetched on click and after a failure
export const captchaQuery = (purpose: 'login' | 'register' | 'code') =>
  queryOptions({
    queryKey: ['captcha', purpose],
    queryFn: async () => {
      const captcha = await requestData<Captcha>('/api/captcha/captcha', { captcha_id: '' })
      // reference §2.9: the base64 image may carry line breaks
      return { ...captcha, img: captcha.img.replace(/\r|\n/g, '') }
    },
    staleTime: 0,
    gcTime: 0,
  })

/** a captcha picture for one form: its id for the write, the picture, and a new one on demand */
export function useCaptcha(purpose: 'login' | 'register' | 'code', enabled: boolean) {
  const query = useQuery({ ...captchaQuery(purpose), enabled })
  return {
    id: query.data?.id ?? '',
    img: query.data?.img ?? '',
    pending: query.isFetching,
    refresh: () => void query.refetch(),
  }
}

export type CaptchaState = ReturnType<typeof useCaptcha>

/** the captcha in front of an SMS / e-mail code: shown when the platform's login captcha is on */
export function useCodeCaptcha() {
  const on = useCaptchaOn('login')
  return { on, ...useCaptcha('code', on) }
}
