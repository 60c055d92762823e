import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface Copyright {
  company_name: string
  copyright_desc: string
  logo: string
  gov_record: string
  gov_url: string
  /** "company|record number|address|phone|e-mail" (spec §3) */
  icp: string
}

export const copyrightQuery = () =>
  queryOptions({
    queryKey: ['config', 'copyright'],
    queryFn: () => requestData<Copyright>('/api/config/copyright'),
    staleTime: 10 * 60_000,
  })
