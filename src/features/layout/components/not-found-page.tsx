import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { buttonClass } from '../../../ui/button.tsx'
import { SiteLogo } from './site-logo.tsx'
import { CopyrightBar } from './copyright-bar.tsx'
import * as css from './standalone-page.css.ts'
import type { MissingThing } from '../../../lib/route-not-found.ts'

/** any unknown path (spec §2 Other): a way home and a way to search */
export function NotFoundPage() {
  return (
    <div className={css.page}>
      <header className={css.top}>
        <Container className={css.topInner}>
          <SiteLogo size="sm" />
        </Container>
      </header>
      <main className={css.body}>
        <NotFoundCard />
      </main>
      <CopyrightBar />
    </div>
  )
}


/**
 * What is missing and the ways on: search, home, and per kind the category list or the shop street.
 * Inside the frame (a goods, shop or article id that does not exist) and on the bare 404 page.
 */
export function NotFoundCard({ what = 'page' }: { what?: MissingThing }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [keyword, setKeyword] = useState('')
  const title = {
    page: t`抱歉，您访问的页面不存在`,
    goods: t`抱歉，该商品不存在或已下架`,
    shop: t`抱歉，该店铺不存在或已关闭`,
    article: t`抱歉，该文章不存在或已删除`,
  }[what]
  const text = {
    page: t`链接可能已失效，或页面已被移除。试试搜索您想要的商品吧。`,
    goods: t`看看同类的其他商品，或者搜索您想要的商品吧。`,
    shop: t`去店铺街逛逛其他好店，或者搜索您想要的商品吧。`,
    article: t`去帮助中心看看其他文章，或者搜索您想要的商品吧。`,
  }[what]
  return (
    <div className={css.card} data-testid="not-found">
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 className={css.title}>{title}</h1>
      <p className={css.text}>{text}</p>
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
        {what === 'shop' ? (
          <Link to="/street" className={buttonClass({ variant: 'secondary' })}>
            <Trans>逛逛店铺街</Trans>
          </Link>
        ) : what === 'article' ? (
          <Link to="/cms/help" className={buttonClass({ variant: 'secondary' })}>
            <Trans>帮助中心</Trans>
          </Link>
        ) : (
          <Link to="/category" className={buttonClass({ variant: 'secondary' })}>
            <Trans>全部商品分类</Trans>
          </Link>
        )}
      </div>
    </div>
  )
}

/** a missing goods, shop or article inside the frame (the route's notFoundComponent) */
export function NotFoundInFrame({ what }: { what: MissingThing }) {
  return (
    <div className={css.inFrame}>
      <NotFoundCard what={what} />
    </div>
  )
}
