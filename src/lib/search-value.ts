/**
 * One URL search value as the router reads it (src/router.tsx `parseSearch`): JSON-parsed, but a
 * long digit string (out_trade_no, order numbers, as the pay gateway writes them:
 * /web/result?code=2026112312000012345678) is an id, not a number to round. The server reads
 * /web/list's search with it too, to embed the list the page will ask for (decision 012).
 */
export function parseSearchValue(raw: string): unknown {
  const value: unknown = JSON.parse(raw)
  return typeof value === 'number' && !Number.isSafeInteger(value) && /^\d+$/.test(raw) ? raw : value
}
