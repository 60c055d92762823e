import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { saveBankAccountMutation } from '../api/save-bank-account.ts'
import { type BankAccount } from '../api/bank-account.ts'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import * as css from '../account.css.ts'
import { bankAccountProblems, normalAccount, type BankAccountDraft, type BankAccountProblem } from './bank-account-rules.ts'

/** the withdrawal account form's draft, its problems (shown after the first submit) and the save */
export function useBankAccountForm({ account, forceDefault, onSaved }: { account?: BankAccount; forceDefault: boolean; onSaved: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<BankAccountDraft>(() => ({
    withdraw_type: account?.withdraw_type === 'alipay' ? 'alipay' : 'bank',
    realname: account?.realname ?? '',
    mobile: account?.mobile ?? '',
    branch_bank_name: account?.branch_bank_name ?? '',
    bank_account: account?.bank_account ?? '',
    is_default: forceDefault || account?.is_default === 1,
  }))
  const [shown, setShown] = useState(false)
  const save = useMutation(saveBankAccountMutation(queryClient))
  const problems = bankAccountProblems(draft)
  const set = <K extends keyof BankAccountDraft>(key: K, value: BankAccountDraft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const messages: Record<BankAccountProblem, string> = {
    withdraw_type: t`请选择账户类型`,
    realname: t`请输入真实姓名（最多 30 个字）`,
    mobile: t`请输入正确的手机号`,
    branch_bank_name: t`请输入银行名称（最多 50 个字）`,
    bank_account: draft.withdraw_type === 'bank' ? t`请输入正确的银行卡号（8–30 位数字）` : t`请输入支付宝账号`,
  }
  const error = (key: BankAccountProblem) =>
    shown && problems[key] ? (
      <span className={css.fieldError} role="alert" id={`acc-${key}-error`}>
        {messages[key]}
      </span>
    ) : null
  const invalid = (key: BankAccountProblem) => shown && Boolean(problems[key])
  const describedBy = (key: BankAccountProblem) => (invalid(key) ? `acc-${key}-error` : undefined)
  const submit = () => {
    setShown(true)
    if (Object.keys(problems).length > 0) return
    save.mutate(
      {
        id: account?.id,
        withdraw_type: draft.withdraw_type,
        realname: draft.realname.trim(),
        mobile: draft.mobile.trim(),
        branch_bank_name: draft.withdraw_type === 'bank' ? draft.branch_bank_name.trim() : '',
        bank_account: normalAccount(draft.withdraw_type, draft.bank_account),
        is_default: draft.is_default ? 1 : 0,
      },
      {
        onSuccess: () => {
          toast.success(t`保存成功`)
          onSaved()
        },
        onError: (e) => toast.error(errorMessage(e, t)),
      },
    )
  }
  return { draft, set, error, invalid, describedBy, submit, saving: save.isPending }
}
