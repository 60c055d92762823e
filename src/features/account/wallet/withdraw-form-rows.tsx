import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BankAccount } from '../api/bank-account.ts'
import type { WithdrawInfo } from '../api/get-withdraw-info.ts'
import { formatYuan } from '../../../../domain/money.ts'
import * as css from '../account.css.ts'
import type { WithdrawAmountError } from './withdraw-rules.ts'
import * as w from './wallet.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export interface WithdrawTargetProps {
  account: BankAccount | null
  /** the platform transfers to this account's type */
  accountOk: boolean
  /** the form was submitted once: its problems are shown */
  shown: boolean
  typeName: (type: string) => string
}

/** 提现到: the default account (or a link to add one), and why it cannot be used */
export function WithdrawTarget({ account, accountOk, shown, typeName }: WithdrawTargetProps) {
  return (
    <>
      <span className={css.formLabel}>
        <Trans>提现到</Trans>
      </span>
      <div className={css.formValue}>
        {account ? (
          <div className={w.chosen}>
            <span className={css.tag}>{account.withdraw_type_name || typeName(account.withdraw_type)}</span>
            <span>
              <span lang={shopLang(account.realname)}>{account.realname}</span>
              {account.branch_bank_name ? <span lang={shopLang(account.branch_bank_name)}>{` · ${account.branch_bank_name}`}</span> : ''}
              {account.bank_account ? ` · ${account.bank_account}` : ''}
            </span>
            <Link to="/member/account_list" search={{ back: 'apply_withdrawal' }} className={css.link} style={{ marginLeft: 'auto' }}>
              <Trans>更换</Trans>
            </Link>
          </div>
        ) : (
          <Link to="/member/account_edit" search={{ back: 'apply_withdrawal' }} className={css.link}>
            <Trans>添加提现账户</Trans>
          </Link>
        )}
      </div>
      {account && !accountOk && (
        <p className={css.fieldError} role="alert" style={{ gridColumn: 2 }}>
          <Trans>平台暂不支持提现到{typeName(account.withdraw_type)}，请更换账户</Trans>
        </p>
      )}
      {shown && !account && (
        <p className={css.fieldError} role="alert" style={{ gridColumn: 2 }}>
          <Trans>请先添加提现账户</Trans>
        </p>
      )}
    </>
  )
}

/** under the amount: its problem once submitted, otherwise the minimum and the fee rate */
export function AmountNote({ problem, shown, config }: { problem: WithdrawAmountError | null; shown: boolean; config: WithdrawInfo['config'] }) {
  const { t } = useLingui()
  const messages: Record<WithdrawAmountError, string> = {
    required: t`请输入提现金额`,
    format: t`请输入正确的金额，最多两位小数`,
    zero: t`提现金额须大于 0`,
    belowMin: t`提现金额不能低于 ${formatYuan(config.min)} 元`,
    overBalance: t`提现金额不能超过可提现余额`,
  }
  return (
    <div id="withdraw-amount-note" style={{ gridColumn: 2 }}>
      {shown && problem ? (
        <span className={css.fieldError} role="alert">
          {messages[problem]}
        </span>
      ) : (
        <span className={css.hint}>
          <Trans>
            最低提现 {formatYuan(config.min)} 元，手续费率 {String(config.rate)}%
          </Trans>
        </span>
      )}
    </div>
  )
}
