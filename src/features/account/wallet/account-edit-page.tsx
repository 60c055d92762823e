import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BankAccount } from '../api/bank-account.ts'
import { Button } from '../../../ui/button.tsx'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { Input } from '../../../ui/text-field.tsx'
import { AccountPanel } from '../components/account-panel.tsx'
import * as css from '../account.css.ts'
import type { BankAccountDraft } from './bank-account-rules.ts'
import { useBankAccountForm } from './use-bank-account-form.tsx'

/**
 * /member/account_edit[?id=][&back=] (reference §6.4): add or edit a withdrawal account — bank card or
 * alipay (wechatpay is disabled on PC) — and whether it is the default.
 */
export function AccountEditPage({ account, back, forceDefault }: { account?: BankAccount; back?: 'apply_withdrawal'; forceDefault: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const leave = () => void navigate(back ? { to: '/member/apply_withdrawal' } : { to: '/member/account_list' })
  const { draft, set, error, invalid, describedBy, submit, saving } = useBankAccountForm({ account, forceDefault, onSaved: leave })
  return (
    <AccountPanel
      labelId="account-edit-title"
      title={account ? <Trans>编辑账户</Trans> : <Trans>新增账户</Trans>}
      extra={
        <Link to="/member/account_list" className={css.link}>
          <Trans>返回账户列表</Trans>
        </Link>
      }
    >
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <AccountTypeRow type={draft.withdraw_type} onChange={(type) => set('withdraw_type', type)} />
        <label className={css.formLabel} htmlFor="acc-realname">
          <Trans>真实姓名</Trans>
        </label>
        <div>
          <Input id="acc-realname" value={draft.realname} maxLength={30} autoComplete="name" invalid={invalid('realname')} aria-describedby={describedBy('realname')} onChange={(e) => set('realname', e.target.value)} />
          {error('realname')}
        </div>
        <label className={css.formLabel} htmlFor="acc-mobile">
          <Trans>手机号</Trans>
        </label>
        <div>
          <Input id="acc-mobile" value={draft.mobile} maxLength={11} inputMode="numeric" autoComplete="tel" invalid={invalid('mobile')} aria-describedby={describedBy('mobile')} onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))} />
          {error('mobile')}
        </div>
        {draft.withdraw_type === 'bank' && (
          <>
            <label className={css.formLabel} htmlFor="acc-bank">
              <Trans>银行名称</Trans>
            </label>
            <div>
              <Input id="acc-bank" value={draft.branch_bank_name} maxLength={50} placeholder={t`如：招商银行北京分行`} invalid={invalid('branch_bank_name')} aria-describedby={describedBy('branch_bank_name')} onChange={(e) => set('branch_bank_name', e.target.value)} />
              {error('branch_bank_name')}
            </div>
          </>
        )}
        <label className={css.formLabel} htmlFor="acc-number">
          {draft.withdraw_type === 'bank' ? <Trans>银行卡号</Trans> : <Trans>支付宝账号</Trans>}
        </label>
        <div>
          <Input
            id="acc-number"
            value={draft.bank_account}
            maxLength={draft.withdraw_type === 'bank' ? 40 : 50}
            inputMode={draft.withdraw_type === 'bank' ? 'numeric' : 'email'}
            autoComplete="off"
            invalid={invalid('bank_account')}
            aria-describedby={describedBy('bank_account')}
            onChange={(e) => set('bank_account', e.target.value)}
          />
          {error('bank_account')}
        </div>
        <span />
        <div className={css.formValue}>
          <Checkbox checked={draft.is_default} disabled={forceDefault} onCheckedChange={(v) => set('is_default', v)} label={t`设为默认账户`} />
        </div>
        <div className={css.formActions}>
          <Button type="submit" variant="primary" loading={saving}>
            <Trans>保存</Trans>
          </Button>
          <Button variant="secondary" onClick={leave}>
            <Trans>取消</Trans>
          </Button>
        </div>
      </form>
    </AccountPanel>
  )
}

/** 账户类型: bank card or alipay (WeChat shown, disabled: not on PC), two cells of the form's grid */
function AccountTypeRow({ type, onChange }: { type: BankAccountDraft['withdraw_type']; onChange: (type: BankAccountDraft['withdraw_type']) => void }) {
  const { t } = useLingui()
  const types = [
    { value: 'bank', label: t`银行卡` },
    { value: 'alipay', label: t`支付宝` },
  ]
  return (
    <>
      <span className={css.formLabel} id="acc-type-label">
        <Trans>账户类型</Trans>
      </span>
      <div className={css.formValue} role="radiogroup" aria-labelledby="acc-type-label">
        {types.map((ty) => (
          <label key={ty.value} className={css.actions} style={{ marginRight: 16 }}>
            <input type="radio" name="withdraw_type" value={ty.value} checked={type === ty.value} onChange={() => onChange(ty.value)} />
            {ty.label}
          </label>
        ))}
        <label className={`${css.actions} ${css.subtle}`} title={t`电脑端暂不支持提现到微信`}>
          <input type="radio" name="withdraw_type" value="wechatpay" disabled />
          <Trans>微信（暂不支持）</Trans>
        </label>
      </div>
    </>
  )
}
