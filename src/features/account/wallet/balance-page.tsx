import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { balanceInfoQuery } from '../api/get-balance-info.ts'
import { sumFen, toFen } from '../../../../domain/money.ts'
import { buttonClass } from '../../../ui/button-class.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { BigAmount } from '../components/amount.tsx'
import { LedgerTable } from '../components/ledger-table.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'

/**
 * /member/account (reference §6.4): the two buckets — 可提现余额 (balance_money) and 不可提现余额
 * (balance) — their sum, recharge / withdraw, and the ledger of both.
 */
export function BalancePage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const info = useQuery(balanceInfoQuery())
  return (
    <AccountPanel
      labelId="balance-title"
      title={<Trans>账户余额</Trans>}
      extra={
        <>
          <Link to="/member/recharge_order" className={css.link}>
            <Trans>充值记录</Trans>
          </Link>
          <Link to="/member/withdrawal" className={css.link}>
            <Trans>提现记录</Trans>
          </Link>
          <Link to="/member/account_list" className={css.link}>
            <Trans>提现账户</Trans>
          </Link>
        </>
      }
    >
      <QueryBlock query={info}>
        {(data) => (
          <div className={css.summary} aria-label={t`余额`} role="group">
            <div className={css.summaryItem}>
              <span className={css.summaryLabel}>
                <Trans>账户余额（元）</Trans>
              </span>
              <span data-testid="balance-total">
                <BigAmount fen={sumFen(data.balance, data.balance_money)} />
              </span>
            </div>
            <div className={css.summaryItem}>
              <span className={css.summaryLabel}>
                <Trans>可提现余额（元）</Trans>
              </span>
              <span data-testid="balance-withdrawable">
                <BigAmount fen={toFen(data.balance_money)} />
              </span>
            </div>
            <div className={css.summaryItem}>
              <span className={css.summaryLabel}>
                <Trans>不可提现余额（元）</Trans>
              </span>
              <span data-testid="balance-locked">
                <BigAmount fen={toFen(data.balance)} />
              </span>
            </div>
            <div className={css.summaryActions}>
              <Link to="/member/recharge_list" className={buttonClass({ variant: 'primary' })}>
                <Trans>充值</Trans>
              </Link>
              <Link to="/member/apply_withdrawal" className={buttonClass({ variant: 'secondary' })}>
                <Trans>提现</Trans>
              </Link>
            </div>
          </div>
        )}
      </QueryBlock>
      <p className={`${css.subtle} ${css.section}`} style={{ marginTop: 8 }}>
        <Trans>充值所得为不可提现余额；活动奖励等进入可提现余额，可申请提现到银行卡或支付宝。订单退款按付款方式原路退回：用不可提现余额付的退回不可提现余额，用可提现余额付的退回可提现余额，其余退回原支付账户。</Trans>
      </p>
      <div className={css.section}>
        <h2 className={css.sectionTitle}>
          <Trans>余额明细</Trans>
        </h2>
        <LedgerTable kind="balance" page={page} onPage={onPage} />
      </div>
    </AccountPanel>
  )
}
