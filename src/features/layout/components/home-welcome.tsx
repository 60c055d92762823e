import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { Skeleton } from '../../../ui/states.tsx'
import { siteInfoQuery } from '../api/get-site-info.ts'
import * as css from './home-welcome.css.ts'

/**
 * The home page's opening panel: the site's own title and description and the ways into the
 * catalogue. It stands until the home floors (adverts, flash sale, floors) are built.
 */
export function HomeWelcome() {
  const { t } = useLingui()
  const site = useQuery(siteInfoQuery())
  return (
    <Container className={css.row}>
      <section className={css.hero} aria-label={t`欢迎`}>
        {site.isPending ? (
          <Skeleton width={360} height={40} />
        ) : (
          <h1 className={css.title}>{site.data?.title ? <Trans>欢迎来到 {site.data.title}</Trans> : <Trans>欢迎光临</Trans>}</h1>
        )}
        {site.data?.desc && <p className={css.desc}>{site.data.desc}</p>}
        <div className={css.actions}>
          <Link to="/category" className={css.heroButton}>
            <Trans>浏览全部分类</Trans>
          </Link>
          <Link to="/street" className={css.heroGhost}>
            <Trans>逛逛店铺街</Trans>
          </Link>
        </div>
      </section>
      <nav className={css.side} aria-label={t`商城指南`}>
        <h2 className={css.sideTitle}>
          <Trans>商城指南</Trans>
        </h2>
        <Link to="/list" className={css.sideLink}>
          <Trans>全部商品</Trans> <span aria-hidden="true">›</span>
        </Link>
        <Link to="/brand" className={css.sideLink}>
          <Trans>品牌专区</Trans> <span aria-hidden="true">›</span>
        </Link>
        <Link to="/cms/notice" className={css.sideLink}>
          <Trans>商城公告</Trans> <span aria-hidden="true">›</span>
        </Link>
        <Link to="/cms/help" className={css.sideLink}>
          <Trans>帮助中心</Trans> <span aria-hidden="true">›</span>
        </Link>
      </nav>
    </Container>
  )
}
