import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface WapQrcode {
  path: { h5?: { img: string; url?: string } }
}

// the top bar's 手机商城 dropdown (reference §2.1): the QR image of the mobile site
export const wapQrcodeQuery = () =>
  queryOptions({
    queryKey: ['website', 'wapqrcode'],
    queryFn: () => requestData<WapQrcode>('/api/website/wapqrcode'),
    staleTime: Infinity,
  })
