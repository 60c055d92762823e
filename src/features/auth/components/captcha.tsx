import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../../ui/text-field.tsx'
import { Spinner } from '../../../ui/states.tsx'
import { captchaQuery } from '../api/get-captcha.ts'
import * as css from './auth-form.css.ts'

export function useCaptcha(purpose: 'login' | 'register' | 'code', enabled: boolean) {
  const query = useQuery({ ...captchaQuery(purpose), enabled })
  return {
    id: query.data?.id ?? '',
    img: query.data?.img ?? '',
    pending: query.isFetching,
    refresh: () => void query.refetch(),
  }
}

/** the captcha input with its picture; a click on the picture shows a new one */
export function CaptchaField({ captcha, value, onChange, error }: {
  captcha: ReturnType<typeof useCaptcha>
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  const { t } = useLingui()
  return (
    <div className={css.row}>
      <TextField
        className={css.grow}
        label={t`验证码`}
        name="captcha_code"
        autoComplete="off"
        maxLength={8}
        required
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="button" className={css.captchaButton} onClick={captcha.refresh} aria-label={t`换一张验证码`} title={t`看不清？换一张`}>
        {captcha.img && !captcha.pending ? <img src={captcha.img} alt="" className={css.captchaImage} /> : <Spinner size={16} />}
      </button>
    </div>
  )
}
