import { useLingui } from '@lingui/react/macro'
import { TextField } from './text-field.tsx'
import { Spinner } from './states.tsx'
import * as css from './captcha-field.css.ts'

/** what the field shows: the picture, and a new one on a click (src/api/captcha useCaptcha) */
export interface CaptchaPicture {
  img: string
  pending: boolean
  refresh: () => void
}

/** the captcha input with its picture; a click on the picture shows a new one */
export function CaptchaField({ captcha, value, onChange, error }: {
  captcha: CaptchaPicture
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
