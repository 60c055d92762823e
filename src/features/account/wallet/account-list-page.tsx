import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { bankAccountsQuery } from '../api/get-bank-accounts.ts'
import { deleteBankAccountMutation } from '../api/delete-bank-account.ts'
import { setDefaultBankAccountMutation } from '../api/set-default-bank-account.ts'
import { type BankAccount } from '../api/bank-account.ts'
import { buttonClass } from '../../../ui/button-class.ts'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { AccountPanel } from '../components/account-panel.tsx'
import { QueryBlock } from '../components/query-block.tsx'
import * as css from '../account.css.ts'
import * as w from './wallet.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

/**
 * /member/account_list (reference §6.4): the withdrawal accounts, the default marked; set default,
 * edit, delete. With ?back=apply_withdrawal, choosing one makes it the default and goes back.
 */
export function AccountListPage({ back }: { back?: 'apply_withdrawal' }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const query = useQuery(bankAccountsQuery())
  const [removing, setRemoving] = useState<BankAccount | null>(null)
  const setDefault = useMutation(setDefaultBankAccountMutation(queryClient))
  const remove = useMutation(deleteBankAccountMutation(queryClient))
  const choose = (account: BankAccount) =>
    setDefault.mutate(account.id, {
      onSuccess: () => {
        if (back) void navigate({ to: '/member/apply_withdrawal' })
        else toast.success(t`已设为默认账户`)
      },
      onError: (error) => toast.error(errorMessage(error, t)),
    })
  return (
    <AccountPanel
      labelId="account-list-title"
      title={<Trans>提现账户</Trans>}
      extra={
        <Link to="/member/account_edit" search={back ? { back } : {}} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          <Trans>新增账户</Trans>
        </Link>
      }
    >
      <QueryBlock query={query} isEmpty={(list) => list.length === 0} emptyTitle={<Trans>还没有提现账户</Trans>}>
        {(list) => (
          <ul className={w.accountCards}>
            {list.map((a) => (
              <li key={a.id} className={`${w.accountCard} ${a.is_default ? w.accountCardDefault : ''}`} aria-label={`${a.withdraw_type_name} ${a.bank_account}`}>
                <div className={w.accountHead}>
                  <strong lang={shopLang(a.realname)}>{a.realname}</strong>
                  <span className={css.tagMuted}>{a.withdraw_type_name}</span>
                  {a.is_default === 1 && (
                    <span className={css.tag}>
                      <Trans>默认</Trans>
                    </span>
                  )}
                </div>
                {a.branch_bank_name && (
                  <span className={css.muted} lang={shopLang(a.branch_bank_name)}>
                    {a.branch_bank_name}
                  </span>
                )}
                <span className={w.accountNo}>{a.bank_account}</span>
                <span className={css.muted}>
                  <Trans>手机 {a.mobile}</Trans>
                </span>
                <div className={w.accountActions}>
                  {back ? (
                    <button type="button" className={css.link} onClick={() => choose(a)}>
                      <Trans>使用此账户</Trans>
                    </button>
                  ) : (
                    a.is_default !== 1 && (
                      <button type="button" className={css.link} onClick={() => choose(a)} disabled={setDefault.isPending}>
                        <Trans>设为默认</Trans>
                      </button>
                    )
                  )}
                  <Link to="/member/account_edit" search={{ id: a.id, ...(back ? { back } : {}) }} className={css.link}>
                    <Trans>编辑</Trans>
                  </Link>
                  <button type="button" className={css.dangerLink} onClick={() => setRemoving(a)}>
                    <Trans>删除</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={<Trans>确定要删除该账户吗？</Trans>}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t`删除成功`)
              setRemoving(null)
            },
            onError: (error) => toast.error(errorMessage(error, t)),
          })
        }}
      />
    </AccountPanel>
  )
}
