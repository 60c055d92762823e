import { memberKey } from '../../../api/member-scope.ts'

// Withdrawals (reference §6.4): the config and the withdrawable bucket, applying (the money is
// reserved at once), the records and one record's detail.

export const withdrawKey = memberKey('memberwithdraw')

/** reference §6.4 [BE/model/member/Withdraw.php] */
export const WITHDRAW_STATUS = { pending: 0, approved: 1, transferred: 2, refused: -1 } as const

export interface WithdrawRecord {
  id: number
  withdraw_no: string
  transfer_type: string
  transfer_type_name: string
  apply_money: string
  service_money?: string
  money?: string
  apply_time: number
  status: number
  status_name: string
}
