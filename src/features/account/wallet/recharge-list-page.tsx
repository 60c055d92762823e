import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { rechargePackagesQuery } from '../api/get-recharge-packages.ts'
import { type RechargePackage } from '../api/recharge.ts'
import { formatYuan } from '../../../../domain/money.ts'
import { buttonClass } from '../../../ui/button-class.ts'
import { Img } from '../../../ui/img.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'
import * as w from './wallet.css.ts'

/** /member/recharge_list (reference §6.4): the recharge packages */
export function RechargeListPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useQuery(rechargePackagesQuery(page))
  return (
    <AccountPanel
      labelId="recharge-title"
      title={<Trans>余额充值</Trans>}
      extra={
        <Link to="/member/recharge_order" className={css.link}>
          <Trans>充值记录</Trans>
        </Link>
      }
    >
      <QueryBlock query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={<Trans>暂无充值套餐</Trans>}>
        {(data) => (
          <>
            <ul className={w.packages}>
              {data.list.map((p) => (
                <li key={p.recharge_id}>
                  <PackageCard pkg={p} />
                </li>
              ))}
            </ul>
            <div className={css.pager}>
              <Pagination page={page} pageCount={data.page_count} onPageChange={onPage} />
            </div>
          </>
        )}
      </QueryBlock>
    </AccountPanel>
  )
}

function PackageCard({ pkg }: { pkg: RechargePackage }) {
  return (
    <article className={w.packageCard} aria-label={pkg.recharge_name}>
      {/* a package without a picture shows its face value, not a "no picture" placeholder */}
      {pkg.cover_img ? (
        <Img src={pkg.cover_img} kind="goods" width={220} height={110} alt="" className={w.packageCover} />
      ) : (
        <div className={w.packageFace} aria-hidden="true">
          ￥{formatYuan(pkg.face_value)}
        </div>
      )}
      <div className={w.packageBody}>
        <h2 className={w.packageName}>{pkg.recharge_name}</h2>
        <p className={w.faceValue}>
          <Trans>面值</Trans> <strong>￥{formatYuan(pkg.face_value)}</strong>
        </p>
        <p className={css.subtle}>
          <Trans>售价 ￥{formatYuan(pkg.buy_price)}</Trans>
          {' · '}
          <Trans>已售 {pkg.sale_num}</Trans>
        </p>
        <Gifts point={pkg.point} growth={pkg.growth} />
        <Link to="/member/recharge_detail" search={{ id: pkg.recharge_id }} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          <Trans>立即充值</Trans>
        </Link>
      </div>
    </article>
  )
}

/** what a package gives besides the balance */
export function Gifts({ point, growth }: { point: number; growth: number }) {
  if (!point && !growth) return null
  return (
    <p className={css.actions}>
      {point > 0 && (
        <span className={css.tag}>
          <Trans>送 {point} 积分</Trans>
        </span>
      )}
      {growth > 0 && (
        <span className={css.tagCaution}>
          <Trans>送 {growth} 成长值</Trans>
        </span>
      )}
    </p>
  )
}
