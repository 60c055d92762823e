// A purchase asked for while logged out (the goods page's 加入购物车 / 立即购买): kept in this tab's
// sessionStorage under a random ticket that the login's redirect carries back to the goods page
// (/sku-12?after_login=<ticket>). Only a page that comes back with the ticket this tab wrote finishes
// the purchase, once: a crafted link (a ticket of no one) or a later visit does nothing.

export type PurchaseAction = 'cart' | 'buy'

export interface PendingPurchase {
  ticket: string
  action: PurchaseAction
  skuId: number
  siteId: number
  num: number
}

const KEY = 'bazaar.pendingPurchase'

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
const session = (): Store | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

// a letter first: the URL's search is JSON-read, and all-digit (or "12e4…") hex would read as a number
const newTicket = () => `p${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`

/** remembers the purchase; the ticket to put in the path the login returns to */
export function rememberPurchase(purchase: Omit<PendingPurchase, 'ticket'>, store: Store | null = session()): string {
  const ticket = newTicket()
  store?.setItem(KEY, JSON.stringify({ ...purchase, ticket }))
  return ticket
}

/** the purchase of this ticket for this sku, taken out (once); null when there is none */
export function takePurchase(ticket: string, skuId: number, store: Store | null = session()): PendingPurchase | null {
  const raw = store?.getItem(KEY)
  if (!raw) return null
  let saved: Partial<PendingPurchase>
  try {
    saved = JSON.parse(raw) as Partial<PendingPurchase>
  } catch {
    store?.removeItem(KEY)
    return null
  }
  if (saved.ticket !== ticket || saved.skuId !== skuId) return null
  store?.removeItem(KEY)
  const num = Number(saved.num)
  if ((saved.action !== 'cart' && saved.action !== 'buy') || !Number.isInteger(num) || num <= 0 || !Number.isInteger(saved.siteId)) return null
  return { ticket, action: saved.action, skuId, siteId: saved.siteId!, num }
}
