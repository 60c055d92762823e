import { Link, useRouterState } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { Skeleton } from '../../../ui/states.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { shopServicesQuery } from '../api/get-shop-services.ts'
import { helpClassesQuery } from '../../../api/cms/get-help-classes.ts'
import { friendlyLinksQuery } from '../api/get-friendly-links.ts'
import { siteInfoQuery } from '../api/get-site-info.ts'
import { parseLinkUrl } from '../link-url.ts'
import { AppLink } from './app-link.tsx'
import { CopyrightBar } from './copyright-bar.tsx'
import { Icon } from './icons.tsx'
import * as css from './site-footer.css.ts'
import * as frameCss from './site-frame.css.ts'
import { useIdle } from '../../../lib/use-idle.ts'
import { partLoaded } from '../../../lib/lazy-part.tsx'

// the spec: the footer shows the first 4 help classes with their first 4 articles each
const HELP_CLASSES = 4
const HELP_ARTICLES = 4

export function SiteFooter() {
  // the home's footer is some 4,000 px down, under the floors: no part of its first screen (its HTML
  // carries neither the footer nor its answers, decision 012); it comes once the page is idle
  const home = useRouterState({ select: (s) => s.location.pathname.startsWith('/index') })
  const idle = useIdle()
  if (home && !idle) return <div className={frameCss.footerSpace} />
  return (
    <footer className={css.footer}>
      <ServicePromises />
      <Container>
        <div className={css.columns}>
          <HelpColumns />
          <ContactColumn />
        </div>
        <FriendlyLinks />
      </Container>
      <CopyrightBar />
    </footer>
  )
}

function ServicePromises() {
  const { t } = useLingui()
  const query = useQuery(shopServicesQuery())
  if (query.isSuccess && query.data.length === 0) return null
  return (
    <section className={css.services} aria-label={t`服务承诺`}>
      <Container>
        {query.isPending ? (
          <div className={css.serviceList} aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} width={180} height={44} />
            ))}
          </div>
        ) : query.isError ? (
          <p className={css.blockState} role="alert">
            {errorMessage(query.error, t)}
          </p>
        ) : (
          <ul className={css.serviceList}>
            {query.data.map((s) => (
              <li key={s.id ?? s.name} className={css.service}>
                <span className={css.serviceIcon}>{s.pc_icon ? <Img src={s.pc_icon} kind="goods" width={44} height={44} alt="" /> : <Icon name="shield" size={24} />}</span>
                <span style={{ minWidth: 0 }}>
                  <span className={css.serviceName}>{s.name}</span>
                  {s.desc && <span className={css.serviceDesc} style={{ display: 'block' }}>{s.desc}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  )
}

function HelpColumns() {
  const { t } = useLingui()
  const query = useQuery(helpClassesQuery())
  return (
    <div className={css.helpColumns}>
      {query.isPending ? (
        [0, 1, 2, 3].map((i) => (
          <div key={i} className={css.column} aria-hidden="true">
            <Skeleton width={80} height={16} />
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} width={110} height={12} style={{ marginTop: 12 }} />
            ))}
          </div>
        ))
      ) : query.isError ? (
        <p className={css.blockState} role="alert" style={{ gridColumn: 'span 4' }}>
          {errorMessage(query.error, t)}
        </p>
      ) : (
        query.data.slice(0, HELP_CLASSES).map((c) => (
          <nav key={c.class_id} className={css.column} aria-label={c.class_name}>
            <h3 className={css.columnTitle}>{c.class_name}</h3>
            <ul>
              {c.child_list.slice(0, HELP_ARTICLES).map((a) => (
                <li key={a.id}>
                  <Link to="/cms/help-{$id}" params={{ id: a.id }} className={css.columnLink}>
                    {a.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))
      )}
      <nav className={css.column} aria-label={t`会员中心`}>
        <h3 className={css.columnTitle}>
          <Trans>会员中心</Trans>
        </h3>
        <ul>
          <li>
            <Link to="/member/index" className={css.columnLink}>
              <Trans>会员中心</Trans>
            </Link>
          </li>
          <li>
            <a href="/web/member/order_list" className={css.columnLink}>
              <Trans>我的订单</Trans>
            </a>
          </li>
          <li>
            <a href="/web/member/collection" className={css.columnLink}>
              <Trans>我的关注</Trans>
            </a>
          </li>
          <li>
            <a href="/web/member/footprint" className={css.columnLink}>
              <Trans>我的足迹</Trans>
            </a>
          </li>
        </ul>
      </nav>
    </div>
  )
}

function ContactColumn() {
  const { t } = useLingui()
  const { data: site, isError, error } = useQuery(siteInfoQuery())
  return (
    <section className={css.contact} aria-label={t`联系我们`}>
      <h3 className={css.columnTitle}>
        <Trans>联系我们</Trans>
      </h3>
      {isError ? (
        <p role="alert">{errorMessage(error, t)}</p>
      ) : (
        <>
          {site?.web_phone && (
            <a className={css.contactPhone} href={`tel:${site.web_phone}`}>
              <Icon name="phone" size={18} />
              {site.web_phone}
            </a>
          )}
          {site?.web_email && (
            <a className={css.contactLine} href={`mailto:${site.web_email}`}>
              <Icon name="mail" size={14} />
              {site.web_email}
            </a>
          )}
          {site?.desc && <p>{site.desc}</p>}
        </>
      )}
    </section>
  )
}

function FriendlyLinks() {
  const { t } = useLingui()
  const query = useQuery(friendlyLinksQuery())
  if (query.isPending || (query.isSuccess && query.data.length === 0)) return null
  return (
    <nav className={css.links} aria-label={t`友情链接`}>
      <span className={css.linksTitle}>
        <Trans>友情链接</Trans>
      </span>
      {query.isError ? (
        <span role="alert">{errorMessage(query.error, t)}</span>
      ) : (
        query.data.map((link) => {
          const target = parseLinkUrl(link.link_url, link.is_blank)
          // a link with a picture shows the picture (its alt is the title), otherwise the title
          const content = link.link_pic ? <Img src={link.link_pic} kind="brand" width={105} height={35} alt={link.link_title} fit="contain" className={css.friendPic} /> : link.link_title
          return target ? (
            <AppLink key={link.id ?? link.link_url} target={target} className={css.friendLink} title={link.link_title}>
              {content}
            </AppLink>
          ) : null
        })
      )}
    </nav>
  )
}

// renders at once where the page shows it, once this module is here (lib/lazy-part.tsx)
partLoaded('site-footer', SiteFooter)
