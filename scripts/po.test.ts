import { describe, expect, it } from 'vitest'
import { differingTranslations, missingTranslations } from './po.ts'

const po = (...entries: Array<[id: string, str: string, context?: string]>) =>
  entries.map(([id, str, context]) => `${context ? `msgctxt "${context}"\n` : ''}msgid "${id}"\nmsgstr "${str}"`).join('\n\n')

describe('the catalogs', () => {
  it('names a message without a translation', () => {
    expect(missingTranslations(po(['店铺', 'Shop'], ['商品', '']))).toEqual(['商品'])
  })

  it('finds a word the English of which depends on which page loaded its catalog last', () => {
    const catalogs = {
      'promotion.po': po(['平台优惠券', 'Platform coupons'], ['店铺', 'Shop']),
      'checkout.po': po(['平台优惠券', 'Platform coupon'], ['店铺', 'Shop']),
    }
    expect(differingTranslations(catalogs, [['promotion.po', 'checkout.po']])).toEqual([
      '平台优惠券: "Platform coupons" (promotion.po) / "Platform coupon" (checkout.po)',
    ])
  })

  it('lets a message with a context of its own say other words, and apps that never load two catalogs together differ', () => {
    const catalogs = {
      'account.po': po(['会员等级', 'Member level']),
      'servicer.po': po(['会员等级', 'Level']),
      'order.po': po(['数量', 'Qty', 'table header'], ['数量', 'Quantity']),
    }
    expect(differingTranslations(catalogs, [['account.po', 'order.po'], ['servicer.po']])).toEqual([])
  })
})
