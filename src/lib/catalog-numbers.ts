import { toFen } from '../../domain/money.ts'

// The catalog's numbers on the client (decision 015, server/modules/catalog/numbers.ts): every goods
// card and page — list, search, shop, home floors, promotion cards, detail — prints 售价 big and
// one crossed-out 原价 beside it, chosen here; sales (sale_num) are the goods', whichever SKU shows.

/** 原价: the market price, struck through when it is above what is paid (`paid`); else nothing */
export function struckPrice(goods: { market_price?: string; price?: string }, paid: string | undefined): string | undefined {
  const reference = goods.market_price && toFen(goods.market_price) > 0 ? goods.market_price : goods.price
  if (reference === undefined || paid === undefined) return undefined
  return toFen(reference) > toFen(paid) ? reference : undefined
}
