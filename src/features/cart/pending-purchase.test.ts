import { describe, expect, it } from 'vitest'
import { rememberPurchase, takePurchase } from './pending-purchase.ts'

const memory = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) }
}

describe('a purchase asked for before logging in', () => {
  it('comes back once, with its ticket, on its goods page', () => {
    const store = memory()
    const ticket = rememberPurchase({ action: 'cart', skuId: 12, siteId: 3, num: 2 }, store)
    expect(ticket).toMatch(/^p[0-9a-f]{16}$/)
    expect(takePurchase(ticket, 12, store)).toEqual({ ticket, action: 'cart', skuId: 12, siteId: 3, num: 2 })
    expect(takePurchase(ticket, 12, store)).toBeNull()
  })
  it('a link with another ticket, or another goods page, finishes nothing', () => {
    const store = memory()
    const ticket = rememberPurchase({ action: 'buy', skuId: 12, siteId: 3, num: 1 }, store)
    expect(takePurchase('0123456789abcdef', 12, store)).toBeNull()
    expect(takePurchase(ticket, 13, store)).toBeNull()
    expect(takePurchase(ticket, 12, store)?.action).toBe('buy')
  })
  it('a newer purchase replaces the older one; nonsense in storage is dropped', () => {
    const store = memory()
    const old = rememberPurchase({ action: 'cart', skuId: 12, siteId: 3, num: 1 }, store)
    const fresh = rememberPurchase({ action: 'cart', skuId: 12, siteId: 3, num: 4 }, store)
    expect(takePurchase(old, 12, store)).toBeNull()
    expect(takePurchase(fresh, 12, store)?.num).toBe(4)
    store.setItem('bazaar.pendingPurchase', '{nope')
    expect(takePurchase(fresh, 12, store)).toBeNull()
    store.setItem('bazaar.pendingPurchase', JSON.stringify({ ticket: 'a', action: 'cart', skuId: 12, siteId: 3, num: -1 }))
    expect(takePurchase('a', 12, store)).toBeNull()
  })
})
