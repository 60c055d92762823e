import { WITHDRAW_STATUS } from '../api/withdraw.ts'
import * as css from '../account.css.ts'

/** the status tag: pending / approved (awaiting transfer) / transferred / refused (reference §6.4) */
export function WithdrawStatus({ status, name }: { status: number; name: string }) {
  const look =
    status === WITHDRAW_STATUS.transferred ? css.tagPositive : status === WITHDRAW_STATUS.refused ? css.tagMuted : status === WITHDRAW_STATUS.approved ? css.tag : css.tagCaution
  return <span className={look}>{name}</span>
}
