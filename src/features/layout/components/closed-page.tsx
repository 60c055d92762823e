import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Loading } from '../../../ui/states.tsx'
import { Button, buttonClass } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { siteInfoQuery } from '../api/get-site-info.ts'
import { SiteLogo } from './site-logo.tsx'
import { CopyrightBar } from './copyright-bar.tsx'
import * as css from './standalone-page.css.ts'

/** /closed: the site is switched off (spec §2 Guards); shows the operator's close_reason */
export function ClosedPage() {
  const { t } = useLingui()
  const site = useQuery(siteInfoQuery())
  return (
    <div className={css.page}>
      <header className={css.top}>
        <Container className={css.topInner}>
          <SiteLogo size="sm" />
        </Container>
      </header>
      <main className={css.body}>
        <div className={css.card}>
          <svg className={css.art} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M29 9a9 9 0 0 0-10.5 11.7L8 31.2a3.5 3.5 0 0 0 5 5l10.4-10.5A9 9 0 0 0 35 15.2l-5.6 5.6-4.4-1.2-1.2-4.4z" />
          </svg>
          <h1 className={css.title}>{site.data?.web_status ? <Trans>网站已恢复访问</Trans> : <Trans>网站维护中</Trans>}</h1>
          {site.isPending ? (
            <Loading />
          ) : site.isError ? (
            <>
              <p className={css.text} role="alert">
                {errorMessage(site.error, t)}
              </p>
              <div className={css.actions}>
                <Button variant="secondary" onClick={() => void site.refetch()}>
                  <Trans>重试</Trans>
                </Button>
              </div>
            </>
          ) : (
            <>
              {site.data.web_status ? (
                // the site is open again (an old tab, a bookmark): no maintenance text, the way back
                <>
                  <p className={css.text}>
                    <Trans>维护已经结束，欢迎回来继续购物。</Trans>
                  </p>
                  <div className={css.actions}>
                    <Link to="/index" className={buttonLinkClass}>
                      <Trans>返回首页</Trans>
                    </Link>
                  </div>
                </>
              ) : (
                <p className={css.text}>{site.data.close_reason || <Trans>网站正在升级维护，请稍后再来。给您带来不便，敬请谅解。</Trans>}</p>
              )}
              {(site.data.web_phone || site.data.web_email) && (
                <p className={css.contact}>
                  {site.data.web_phone && (
                    <span>
                      <Trans>客服电话：{site.data.web_phone}</Trans>
                    </span>
                  )}
                  {site.data.web_email && (
                    <span>
                      <Trans>邮箱：{site.data.web_email}</Trans>
                    </span>
                  )}
                </p>
              )}
            </>
          )}
        </div>
      </main>
      <CopyrightBar />
    </div>
  )
}

const buttonLinkClass = buttonClass({ variant: 'primary' })
