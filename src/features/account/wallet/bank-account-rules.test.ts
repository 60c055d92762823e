import { describe, expect, it } from 'vitest'
import { bankAccountProblems, normalAccount, type BankAccountDraft } from './bank-account-rules.ts'

const bank: BankAccountDraft = { withdraw_type: 'bank', realname: '张三', mobile: '13800138000', branch_bank_name: '招商银行', bank_account: '6225 8801 2345 6789', is_default: false }

describe('withdrawal account form', () => {
  it('takes a complete bank card and an alipay account', () => {
    expect(bankAccountProblems(bank)).toEqual({})
    expect(bankAccountProblems({ ...bank, withdraw_type: 'alipay', branch_bank_name: '', bank_account: 'me@example.com' })).toEqual({})
  })
  it('names every problem', () => {
    expect(bankAccountProblems({ ...bank, withdraw_type: 'wechatpay', realname: ' ', mobile: '123', branch_bank_name: '', bank_account: '12ab' })).toEqual({
      withdraw_type: true,
      realname: true,
      mobile: true,
    })
    expect(bankAccountProblems({ ...bank, branch_bank_name: '', bank_account: '1234' })).toEqual({ branch_bank_name: true, bank_account: true })
    expect(bankAccountProblems({ ...bank, withdraw_type: 'alipay', bank_account: 'a b' })).toEqual({ bank_account: true })
  })
  it('drops the spaces of a card number', () => {
    expect(normalAccount('bank', '6225 8801 2345')).toBe('622588012345')
    expect(normalAccount('alipay', ' a@b.cn ')).toBe('a@b.cn')
  })
})
