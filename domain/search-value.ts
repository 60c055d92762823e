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

/**
 * The other half, for the router's `stringifySearch` (`stringifySearchWith(JSON.stringify, …)` quotes a
 * string when this returns and leaves it bare when it throws): a string that reads back as itself
 * (/web/pay?code=2026112312000012345678), or as a number that prints as it (?code=123: the route's
 * `field.str` turns it back), travels without quotes; anything else JSON would read differently
 * ("true", "1.50", "[1]") stays quoted. Old quoted links (?code=%22…%22) still read as the string.
 */
export function quotedSearchValue(raw: string): unknown {
  const value = parseSearchValue(raw)
  if (value === raw || (typeof value === 'number' && String(value) === raw)) throw new Error('no quotes needed')
  return value
}
