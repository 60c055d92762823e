import { msg } from '@lingui/core/macro'
import type { CartNotice } from '../../../machines/cart-panel/cart-panel.machine.ts'
import { ApiFailure } from '../../lib/request.ts'
import { toast } from '../../ui/toast.ts'
import { errorMessage, type Translate } from '../../ui/error-message.ts'

/** a failed cart call in words: the server's message, else the fallback (e.g. 删除失败) */
export function cartFailure(cause: unknown, t: Translate, fallback: string): string {
  return cause instanceof ApiFailure ? errorMessage(cause, t) : fallback
}

/** the cart panel's notices (codes from the machine) as toasts (spec §5, §8) */
export function showCartNotice(notice: CartNotice, t: Translate) {
  switch (notice.code) {
    case 'cart.deleted':
      return toast.success(t(msg`删除成功`))
    case 'cart.deleteFailed':
      return toast.error(cartFailure(notice.cause, t, t(msg`删除失败`)))
    case 'cart.empty':
      return toast.warning(t(msg`购物车是空的`))
  }
}
