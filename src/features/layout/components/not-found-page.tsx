import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { buttonClass } from '../../../ui/button.tsx'
import { SiteLogo } from './site-logo.tsx'
import { CopyrightBar } from './copyright-bar.tsx'
import * as css from './standalone-page.css.ts'

/** any unknown path (spec §2 Other): a way home and a way to search */
export function NotFoundPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [keyword, setKeyword] = useState('')
  return (
    <div className={css.page}>
      <header className={css.top}>
        <Container className={css.topInner}>
          <SiteLogo size="sm" />
        </Container>
      </header>
      <main className={css.body}>
        <div className={css.card}>
          <p className={css.code} aria-hidden="true">
            404
          </p>
          <h1 className={css.title}>
            <Trans>抱歉，您访问的页面不存在</Trans>
          </h1>
          <p className={css.text}>
            <Trans>链接可能已失效，或页面已被移除。试试搜索您想要的商品吧。</Trans>
          </p>
          <form
            role="search"
            className={css.search}
            onSubmit={(e) => {
              e.preventDefault()
              void navigate({ to: '/list', search: { keyword: keyword.trim().slice(0, 50) || undefined } })
            }}
          >
            <input className={css.searchInput} value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} placeholder={t`搜索商品`} aria-label={t`搜索商品`} />
            <button type="submit" className={css.searchButton}>
              <Trans>搜索</Trans>
            </button>
          </form>
          <div className={css.actions}>
            <Link to="/index" className={buttonClass({ variant: 'primary' })}>
              <Trans>返回首页</Trans>
            </Link>
            <Link to="/category" className={buttonClass({ variant: 'secondary' })}>
              <Trans>全部商品分类</Trans>
            </Link>
          </div>
        </div>
      </main>
      <CopyrightBar />
    </div>
  )
}
