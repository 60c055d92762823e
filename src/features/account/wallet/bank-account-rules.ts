import { isMobile } from '../../../lib/mobile.ts'

// The withdrawal account form's checks (reference §6.4), made before the call so every problem shows
// at once; the server checks them again. Codes, not text.

export interface BankAccountDraft {
  withdraw_type: string
  realname: string
  mobile: string
  branch_bank_name: string
  bank_account: string
  is_default: boolean
}

export type BankAccountProblem = 'withdraw_type' | 'realname' | 'mobile' | 'branch_bank_name' | 'bank_account'

/** the types the PC form offers (wechatpay needs the member's openid: disabled on PC, reference §6.4) */
export const FORM_TYPES = ['bank', 'alipay'] as const

export function bankAccountProblems(d: BankAccountDraft): Partial<Record<BankAccountProblem, true>> {
  const out: Partial<Record<BankAccountProblem, true>> = {}
  if (!(FORM_TYPES as readonly string[]).includes(d.withdraw_type)) out.withdraw_type = true
  const name = d.realname.trim()
  if (!name || [...name].length > 30) out.realname = true
  if (!isMobile(d.mobile.trim())) out.mobile = true
  if (d.withdraw_type === 'bank') {
    const bank = d.branch_bank_name.trim()
    if (!bank || [...bank].length > 50) out.branch_bank_name = true
    if (!/^\d{8,30}$/.test(d.bank_account.replace(/\s/g, ''))) out.bank_account = true
  } else if (!/^\S{1,50}$/.test(d.bank_account.trim())) out.bank_account = true
  return out
}

/** the card number without the spaces people type; other accounts trimmed */
export const normalAccount = (type: string, account: string) => (type === 'bank' ? account.replace(/\s/g, '') : account.trim())
