// Wire format of the contract, decoded once at the edge of an API operation (in its fetcher), so
// components see plain values.

/**
 * A field the reference marks "(JSON)" (goods_spec_format, sku_spec_format, goods_attr_format…):
 * JSON text on the wire. Decoded to a list; an already decoded list passes through; anything
 * malformed is the empty list (a broken field must not break the page).
 */
export function jsonList<T>(value: string | T[] | null | undefined): T[] {
  if (Array.isArray(value)) return value
  if (!value) return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? (parsed as T[]) : []
  } catch {
    return []
  }
}
