import { Trans } from '@lingui/react/macro'
import { Button } from '../../../ui/button.tsx'
import { useAuthSelector } from '../use-auth-actor.ts'
import * as css from './auth-form.css.ts'

/** "get code": busy while sending, then the machine's cool-down seconds */
export function CodeButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const sending = useAuthSelector((s) => s.matches({ loggedOut: { code: 'sending' } }))
  const cooldown = useAuthSelector((s) => (s.matches({ loggedOut: { code: 'coolingDown' } }) ? s.context.cooldown : 0))
  return (
    <Button variant="secondary" className={css.codeButton} onClick={onClick} loading={sending} disabled={disabled || cooldown > 0}>
      {cooldown > 0 ? <Trans>{cooldown} 秒后重新获取</Trans> : <Trans>获取动态码</Trans>}
    </Button>
  )
}
