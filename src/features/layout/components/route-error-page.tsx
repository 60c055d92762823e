import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, buttonClass } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import * as css from './standalone-page.css.ts'

/** a route whose loading or rendering failed: what went wrong and a way to try again */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  return (
    <div className={css.body} role="alert">
      <div className={css.card}>
        <svg className={css.art} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="24" cy="24" r="19" />
          <path d="M24 14v13M24 32v2" strokeLinecap="round" />
        </svg>
        <h1 className={css.title}>
          <Trans>页面加载失败</Trans>
        </h1>
        <p className={css.text}>{errorMessage(error, t)}</p>
        <div className={css.actions}>
          <Button
            onClick={() => {
              // reload the route's data, then render it again
              reset()
              void router.invalidate()
            }}
          >
            <Trans>重新加载</Trans>
          </Button>
          <Link to="/index" className={buttonClass({ variant: 'secondary' })}>
            <Trans>返回首页</Trans>
          </Link>
        </div>
      </div>
    </div>
  )
}
