import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { orderKey } from '../../../api/order/get-order-num.ts'

// /api/order/package (reference §3.5 trace → /member/logistics): the order's packages and their
// tracking timelines.

export interface PackageTrace {
  /** 'YYYY-MM-DD HH:MM:SS' (Beijing time), printed as it comes, as the contract's clients do */
  datetime: string
  remark: string
}

export interface OrderPackage {
  package_id?: number
  package_name: string
  delivery_type?: number
  express_company_name: string
  delivery_no: string
  goods_list: Array<{ sku_id?: number; sku_name: string; sku_image: string; num: number }>
  trace: { success: boolean; reason?: string; status?: number; status_name?: string; list: PackageTrace[] }
}

export const orderPackageQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...orderKey, 'package', orderId] as const,
    queryFn: ({ signal }) => requestData<OrderPackage[]>('/api/order/package', { order_id: orderId }, { forceLogin: true, signal }),
  })
