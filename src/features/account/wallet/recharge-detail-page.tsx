import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { createRechargeOrder } from '../api/create-recharge-order.ts'
import { rechargePackageQuery } from '../api/get-recharge-package.ts'
import { formatYuan } from '../../../../domain/money.ts'
import { Button } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Img } from '../../../ui/img.tsx'
import { toast } from '../../../ui/toast.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'
import { Gifts } from './recharge-list-page.tsx'
import * as w from './wallet.css.ts'

/**
 * /member/recharge_detail?id= (reference §6.4): one package; 立即充值 creates the recharge order and
 * hands it to the cashier (/pay?code=out_trade_no). The balance moves when the payment is confirmed.
 */
export function RechargeDetailPage({ id }: { id: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const query = useQuery(rechargePackageQuery(id))
  const buy = useMutation({
    mutationFn: () => createRechargeOrder(id),
    onSuccess: (code) => void navigate({ to: '/pay', search: { code } }),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  return (
    <AccountPanel
      labelId="recharge-detail-title"
      title={<Trans>充值详情</Trans>}
      extra={
        <Link to="/member/recharge_list" className={css.link}>
          <Trans>全部套餐</Trans>
        </Link>
      }
    >
      <QueryBlock query={query}>
        {(pkg) => (
          <div className={w.detail}>
            <Img src={pkg.cover_img} kind="goods" width={320} height={180} alt="" className={w.detailCover} />
            <div className={css.form}>
              <span className={css.formLabel}>
                <Trans>套餐名称</Trans>
              </span>
              <span className={css.formValue}>{pkg.recharge_name}</span>
              <span className={css.formLabel}>
                <Trans>充值面值</Trans>
              </span>
              <span className={css.formValue}>￥{formatYuan(pkg.face_value)}</span>
              <span className={css.formLabel}>
                <Trans>支付金额</Trans>
              </span>
              <span className={`${css.formValue} ${w.price}`}>￥{formatYuan(pkg.buy_price)}</span>
              <span className={css.formLabel}>
                <Trans>赠送</Trans>
              </span>
              <span className={css.formValue}>
                {pkg.point || pkg.growth ? <Gifts point={pkg.point} growth={pkg.growth} /> : <span className={css.muted}>—</span>}
              </span>
              <span className={css.formLabel}>
                <Trans>说明</Trans>
              </span>
              <span className={`${css.formValue} ${css.subtle}`}>
                <Trans>充值金额计入不可提现余额，可用于下单时抵扣，支付成功后立即到账。</Trans>
              </span>
              <div className={css.formActions}>
                <Button variant="primary" loading={buy.isPending} onClick={() => buy.mutate()}>
                  <Trans>立即充值</Trans>
                </Button>
              </div>
            </div>
          </div>
        )}
      </QueryBlock>
    </AccountPanel>
  )
}
