import { useLingui } from '@lingui/react/macro'
import type { AuthError } from '../../../../machines/auth/auth.machine.ts'
import { errorMessage } from '../../../ui/error-message.ts'
import * as css from './auth-form.css.ts'

/** the last failure of the flow: the server's own words, or a translated fallback */
export function FormError({ error }: { error: AuthError | null }) {
  const { t } = useLingui()
  if (!error) return null
  const text =
    error.code === 'code.notRequested' ? t`请先获取动态码` : error.cause ? errorMessage(error.cause, t) : t`操作失败，请稍后重试`
  return (
    <p className={css.alert} role="alert">
      {text}
    </p>
  )
}
