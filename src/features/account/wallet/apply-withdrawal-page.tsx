import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { defaultBankAccountQuery } from '../api/get-default-bank-account.ts'
import { type BankAccount } from '../api/bank-account.ts'
import { applyWithdrawMutation } from '../api/apply-withdraw.ts'
import { transferTypesQuery } from '../api/get-transfer-types.ts'
import { withdrawInfoQuery, type WithdrawInfo } from '../api/get-withdraw-info.ts'
import { formatFen, toFen } from '../../../../domain/money.ts'
import { Button } from '../../../ui/button.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { Input } from '../../../ui/text-field.tsx'
import { toast } from '../../../ui/toast.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'
import { allowedTypes, checkWithdrawAmount, withdrawFee } from './withdraw-rules.ts'
import { AmountNote, WithdrawTarget } from './withdraw-form-rows.tsx'

/**
 * /member/apply_withdrawal (reference §6.4): from the withdrawable bucket to the default account, with
 * the configured minimum and fee; 全部提现 fills in the whole bucket. The money is reserved at once.
 */
export function ApplyWithdrawalPage() {
  const info = useQuery(withdrawInfoQuery())
  const account = useQuery(defaultBankAccountQuery())
  return (
    <AccountPanel
      labelId="withdraw-title"
      title={<Trans>余额提现</Trans>}
      extra={
        <Link to="/member/withdrawal" className={css.link}>
          <Trans>提现记录</Trans>
        </Link>
      }
    >
      <QueryBlock query={info}>
        {(data) =>
          Number(data.config.is_use) === 1 ? (
            <QueryBlock query={account}>{(acc) => <WithdrawForm info={data} account={acc} />}</QueryBlock>
          ) : (
            <div className={css.section} role="note">
              <p>
                <Trans>平台暂未开启余额提现。</Trans>
              </p>
              <Link to="/member/index" className={css.link}>
                <Trans>返回会员中心</Trans>
              </Link>
            </div>
          )
        }
      </QueryBlock>
    </AccountPanel>
  )
}

function WithdrawForm({ info, account }: { info: WithdrawInfo; account: BankAccount | null }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const types = useQuery(transferTypesQuery())
  const [amount, setAmount] = useState('')
  const [shown, setShown] = useState(false)
  const balanceFen = toFen(info.member_info.balance_money)
  const minFen = toFen(info.config.min)
  const allowed = allowedTypes(info.config.transfer_type)
  const accountOk = account !== null && (allowed.length === 0 || allowed.includes(account.withdraw_type))
  const problem = checkWithdrawAmount(amount, balanceFen, minFen)
  const amountFen = problem ? 0 : toFen(amount)
  const fee = withdrawFee(amountFen, info.config.rate)
  const apply = useMutation(applyWithdrawMutation(queryClient))
  const submit = () => {
    setShown(true)
    if (problem || !account || !accountOk) return
    apply.mutate({
      apply_money: formatFen(amountFen),
      transfer_type: account.withdraw_type,
      realname: account.realname,
      mobile: account.mobile,
      bank_name: account.branch_bank_name,
      account_number: account.bank_account,
    }, {
      onSuccess: () => {
        toast.success(t`提现申请已提交，等待审核`)
        void navigate({ to: '/member/withdrawal' })
      },
      onError: (error) => toast.error(errorMessage(error, t)),
    })
  }
  const typeName = (type: string) => types.data?.[type] ?? type
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <WithdrawTarget account={account} accountOk={accountOk} shown={shown} typeName={typeName} />
      <span className={css.formLabel}>
        <Trans>可提现余额</Trans>
      </span>
      <span className={css.formValue}>
        <strong className={css.negative} data-testid="withdrawable">
          ￥{formatFen(balanceFen)}
        </strong>
      </span>
      <label className={css.formLabel} htmlFor="withdraw-amount">
        <Trans>提现金额</Trans>
      </label>
      <div className={css.inlineRow}>
        <Input
          id="withdraw-amount"
          className={css.grow}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={amount}
          invalid={shown && problem !== null}
          aria-describedby="withdraw-amount-note"
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button variant="secondary" onClick={() => setAmount(formatFen(balanceFen))} disabled={balanceFen <= 0}>
          <Trans>全部提现</Trans>
        </Button>
      </div>
      <AmountNote problem={problem} shown={shown} config={info.config} />
      <span className={css.formLabel}>
        <Trans>手续费</Trans>
      </span>
      <span className={css.formValue}>￥{formatFen(fee)}</span>
      <span className={css.formLabel}>
        <Trans>实际到账</Trans>
      </span>
      <span className={css.formValue}>￥{formatFen(Math.max(0, amountFen - fee))}</span>
      <div className={css.formActions}>
        <Button type="submit" variant="primary" loading={apply.isPending}>
          <Trans>提交申请</Trans>
        </Button>
      </div>
    </form>
  )
}
