/** a route id segment → a positive integer, or null (the route then shows 404) */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null
  const n = Number(raw)
  return n >= 1 && n <= 2_147_483_647 ? n : null
}
