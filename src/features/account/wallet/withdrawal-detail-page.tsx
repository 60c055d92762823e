import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { WITHDRAW_STATUS } from '../api/withdraw.ts'
import { withdrawDetailQuery, type WithdrawDetail } from '../api/get-withdraw-detail.ts'
import { formatFen, formatYuan, toFen } from '../../../../domain/money.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import { formatTime } from '../format.ts'
import * as css from '../account.css.ts'
import { WithdrawStatus } from './withdraw-status.tsx'
import * as w from './wallet.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/** /member/withdrawal_detail?id= (reference §6.4): one application, its progress and every status */
export function WithdrawalDetailPage({ id }: { id: number }) {
  const query = useQuery(withdrawDetailQuery(id))
  return (
    <AccountPanel
      labelId="withdrawal-detail-title"
      title={<Trans>提现详情</Trans>}
      extra={
        <Link to="/member/withdrawal" className={css.link}>
          <Trans>返回提现记录</Trans>
        </Link>
      }
    >
      <QueryBlock query={query}>{(d) => <Detail d={d} />}</QueryBlock>
    </AccountPanel>
  )
}

function Detail({ d }: { d: WithdrawDetail }) {
  const { t } = useLingui()
  const refused = d.status === WITHDRAW_STATUS.refused
  const reached = (step: number) => !refused && d.status >= step
  const paid = d.money ?? formatFen(toFen(d.apply_money) - toFen(d.service_money))
  return (
    <>
      <ol className={w.statusSteps} aria-label={t`处理进度`}>
        <li className={`${w.statusStep} ${w.statusStepDone}`}>
          <Trans>提交申请</Trans>
          <br />
          <small>{formatTime(d.apply_time)}</small>
        </li>
        {refused ? (
          <li className={`${w.statusStep} ${w.statusStepRefused}`}>
            <Trans>审核拒绝</Trans>
            <br />
            <small>{formatTime(d.audit_time)}</small>
          </li>
        ) : (
          <>
            <li className={`${w.statusStep} ${reached(WITHDRAW_STATUS.approved) ? w.statusStepDone : ''}`}>
              <Trans>审核通过</Trans>
              <br />
              <small>{formatTime(d.audit_time)}</small>
            </li>
            <li className={`${w.statusStep} ${reached(WITHDRAW_STATUS.transferred) ? w.statusStepDone : ''}`}>
              <Trans>已转账</Trans>
              <br />
              <small>{formatTime(d.payment_time)}</small>
            </li>
          </>
        )}
      </ol>
      <dl className={css.form}>
        <Row label={<Trans>提现单号</Trans>}>{d.withdraw_no}</Row>
        <Row label={<Trans>状态</Trans>}>
          <WithdrawStatus status={d.status} name={d.status_name} />
        </Row>
        <Row label={<Trans>提现金额</Trans>}>￥{formatYuan(d.apply_money)}</Row>
        <Row label={<Trans>手续费</Trans>}>￥{formatYuan(d.service_money)}</Row>
        <Row label={<Trans>实际到账</Trans>}>￥{formatYuan(paid)}</Row>
        <Row label={<Trans>提现方式</Trans>}>{d.transfer_type_name}</Row>
        {d.realname && (
          <Row label={<Trans>真实姓名</Trans>}>
            <span lang={shopLang(d.realname)}>{d.realname}</span>
          </Row>
        )}
        {d.bank_name && (
          <Row label={<Trans>银行名称</Trans>}>
            <span lang={shopLang(d.bank_name)}>{d.bank_name}</span>
          </Row>
        )}
        <Row label={<Trans>收款账号</Trans>}>{d.account_number}</Row>
        <Row label={<Trans>申请时间</Trans>}>{formatTime(d.apply_time)}</Row>
        {d.audit_time > 0 && <Row label={<Trans>审核时间</Trans>}>{formatTime(d.audit_time)}</Row>}
        {d.payment_time > 0 && <Row label={<Trans>转账时间</Trans>}>{formatTime(d.payment_time)}</Row>}
        {refused && (
          <Row label={<Trans>拒绝原因</Trans>}>
            <span className={css.negative}>{d.refuse_reason || '—'}</span>
          </Row>
        )}
      </dl>
      {refused && (
        <p className={css.subtle} style={{ marginTop: 16 }}>
          <Trans>申请被拒绝后，提现金额已退回可提现余额。</Trans>
        </p>
      )}
    </>
  )
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={css.formLabel}>{label}</dt>
      <dd className={css.formValue} style={{ margin: 0 }}>
        {children}
      </dd>
    </>
  )
}
