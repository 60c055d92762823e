import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Skeleton } from '../../../ui/states.tsx'
import { homeNoticesQuery } from '../api/get-notices.ts'
import * as css from './home.css.ts'
import { partLoaded } from '../../../lib/lazy-part.tsx'

/** the home band's 商城资讯 box: the newest notices */
export function Notices() {
  const notices = useQuery(homeNoticesQuery())
  return (
    <section className={css.noticeBox} aria-labelledby="home-notices">
      <h2 id="home-notices" className={css.boxTitle}>
        <Trans>商城资讯</Trans>
        <Link to="/cms/notice" className={css.more}>
          <Trans>更多</Trans>
        </Link>
      </h2>
      {notices.isPending ? (
        <>
          <Skeleton height={14} style={{ margin: '6px 0' }} />
          <Skeleton height={14} style={{ margin: '6px 0' }} />
        </>
      ) : notices.data?.list.length ? (
        <ul>
          {notices.data.list.map((n) => (
            <li key={n.id}>
              <Link to="/cms/notice-{$id}" params={{ id: n.id }} className={css.noticeItem} title={n.title}>
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.noticeItem}>
          <Trans>暂无资讯</Trans>
        </p>
      )}
    </section>
  )
}

// renders at once where the page shows it, once this module is here (lib/lazy-part.tsx)
partLoaded('home-notices', Notices)
