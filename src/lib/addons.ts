import { queryOptions } from '@tanstack/react-query'
import { requestData } from './request.ts'

/** which platform add-ons are installed (reference §2.1 addon/addonisexit: name → 0/1) */
export type Addons = Record<string, 0 | 1>

// platform configuration: read once per page load, shared by every feature that asks
export const addonsQuery = () =>
  queryOptions({
    queryKey: ['addon', 'addonisexit'],
    queryFn: () => requestData<Addons>('/api/addon/addonisexit'),
    staleTime: Infinity,
  })
