import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface SiteInfo {
  site_id: number
  title: string
  logo: string
  desc: string
  keywords: string
  web_qrcode: string
  web_status: number
  close_reason: string
  wap_status: number
  web_email: string
  web_phone: string
}

// The site frame reads this on every route (closed-site guard, titles): fetched once, kept fresh
// for a minute so `ops site:close` reaches open tabs on their next navigation after that.
export const siteInfoQuery = () =>
  queryOptions({
    queryKey: ['website', 'info'],
    queryFn: () => requestData<SiteInfo>('/api/website/info'),
    staleTime: 60_000,
  })
