import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Dropdown } from '../../../ui/dropdown.tsx'
import { Img } from '../../../ui/img.tsx'
import { Loading } from '../../../ui/states.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { activateLocale, LOCALES, type Locale } from '../../../lib/i18n.ts'
import { siteInfoQuery } from '../api/get-site-info.ts'
import { wapQrcodeQuery } from '../api/get-wap-qrcode.ts'
import type { FrameMember } from './site-frame.tsx'
import { Icon } from './icons.tsx'
import * as css from './top-bar.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export function TopBar({ member, onLogout, start }: { member: FrameMember | null; onLogout: () => void; start?: ReactNode }) {
  const { t } = useLingui()
  const { data: site } = useQuery(siteInfoQuery())
  const siteTitle = site?.title ?? ''
  return (
    <div className={css.bar}>
      <Container className={css.inner}>
        {start}
        <p className={css.welcome}>{siteTitle ? <Trans>欢迎来到 {siteTitle}！</Trans> : <Trans>欢迎光临！</Trans>}</p>
        <nav aria-label={t`快捷链接`}>
          <ul className={css.links}>
            {member ? (
              <>
                <li className={css.item}>
                  <Link to="/member/index" className={`${css.link} ${css.strong}`} lang={shopLang(member.nickname || member.username)}>
                    {member.nickname || member.username}
                  </Link>
                </li>
                <li className={css.item}>
                  <button type="button" className={css.link} onClick={onLogout}>
                    <Trans>退出</Trans>
                  </button>
                </li>
              </>
            ) : (
              <>
                <li className={css.item} data-visitor-only>
                  <Link to="/login" className={css.link}>
                    <Trans>您好，请登录</Trans>
                  </Link>
                </li>
                <li className={css.item} data-visitor-only>
                  <Link to="/register" className={`${css.link} ${css.strong}`}>
                    <Trans>免费注册</Trans>
                  </Link>
                </li>
              </>
            )}
            <li className={css.item}>
              <a href="/web/member/order_list" className={css.link}>
                <Trans>我的订单</Trans>
              </a>
            </li>
            <li className={css.item}>
              <a href="/web/member/footprint" className={css.link}>
                <Trans>我的足迹</Trans>
              </a>
            </li>
            <li className={css.item}>
              <a href="/web/member/collection" className={css.link}>
                <Trans>我的关注</Trans>
              </a>
            </li>
            <li className={css.item}>
              <Link to="/cms/help" className={css.link}>
                <Trans>帮助中心</Trans>
              </Link>
            </li>
            <li className={css.item}>
              <Link to="/cms/notice" className={css.link}>
                <Trans>公告</Trans>
              </Link>
            </li>
            <li className={css.item}>
              <MobileQr />
            </li>
            <li className={css.item}>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </Container>
    </div>
  )
}

/** 手机商城: the mobile site's QR code, on hover or on click/Enter */
function MobileQr() {
  const { t } = useLingui()
  return (
    <Dropdown
      hover
      ariaLabel={t`手机商城二维码`}
      triggerClassName={css.dropTrigger}
      panelClassName={css.qrPanel}
      label={
        <>
          <Icon name="qr" size={13} />
          <Trans>手机商城</Trans>
          <Icon name="chevron" size={11} />
        </>
      }
    >
      {() => <MobileQrPanel />}
    </Dropdown>
  )
}

/** the QR image, fetched when the panel first opens */
function MobileQrPanel() {
  const { t } = useLingui()
  const qr = useQuery(wapQrcodeQuery())
  const img = qr.data?.path.h5?.img
  if (qr.isPending) return <Loading />
  if (qr.isError) return <p role="alert">{errorMessage(qr.error, t)}</p>
  return img ? (
    <>
      <Img src={img} kind="goods" width={120} height={120} alt={t`手机商城二维码`} className={css.qrImage} eager fit="contain" />
      <p>
        <Trans>扫码访问手机商城</Trans>
      </p>
    </>
  ) : (
    <p>
      <Trans>手机商城暂未开放</Trans>
    </p>
  )
}

function LanguageSwitch() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const choose = async (code: Locale) => {
    if (code === i18n.locale) return
    await activateLocale(code)
    // server texts (messages, labels) follow the language sent with each call
    void queryClient.invalidateQueries()
  }
  return (
    <span className={css.lang} role="group" aria-label={t`语言`}>
      <Icon name="globe" size={13} />
      {LOCALES.map((l, i) => (
        <span key={l.code}>
          {i > 0 && <span aria-hidden="true">/ </span>}
          <button type="button" className={css.langButton} aria-pressed={i18n.locale === l.code} lang={l.code === 'zh-cn' ? 'zh-CN' : 'en'} onClick={() => void choose(l.code)}>
            {l.label}
          </button>
        </span>
      ))}
    </span>
  )
}
