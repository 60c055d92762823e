// The goods' spec and attribute formats as the detail page shows them: pure functions of the stored
// JSON (no database), so they are tested on their own.

export interface SpecItem {
  spec_id?: number
  spec_name?: string
  spec_value_id?: number
  spec_value_name?: string
  image?: string
}
interface SpecGroup {
  spec_id?: number
  spec_name?: string
  value?: SpecItem[]
}

// names identify a spec and its value within one goods (sku_spec_format may carry no ids)
const dimKey = (s: SpecItem | SpecGroup) => String(s.spec_name ?? s.spec_id ?? '')
const valueKey = (s: SpecItem) => String(s.spec_value_name ?? s.spec_value_id ?? '')
export const asArray = <T>(value: unknown): T[] => {
  if (Array.isArray(value)) return value as T[]
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? (parsed as T[]) : []
  }
  return []
}

function combo(format: unknown): Map<string, string> {
  const m = new Map<string, string>()
  for (const s of asArray<SpecItem>(format)) m.set(dimKey(s), valueKey(s))
  return m
}
const signature = (m: Map<string, string>) =>
  [...m.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([d, val]) => `${d}=${val}`)
    .join('|')

/** the spec picker of one sku: every value says which sku it leads to, whether it is the current
 *  one (selected) and whether no on-sale sku has that combination (disabled) */
export function specPicker(
  goodsSpecFormat: unknown,
  current: { sku_id: number; sku_spec_format: unknown },
  siblings: Array<{ sku_id: number; sku_spec_format: unknown; on_sale: boolean }>,
) {
  const groups = asArray<SpecGroup>(goodsSpecFormat)
  if (groups.length === 0) return []
  const skuBySignature = new Map<string, number>()
  for (const s of siblings) if (s.on_sale) skuBySignature.set(signature(combo(s.sku_spec_format)), s.sku_id)
  const mine = combo(current.sku_spec_format)
  return groups.map((g) => ({
    ...g,
    value: (g.value ?? []).map((item) => {
      const target = new Map(mine)
      target.set(dimKey(g), valueKey(item))
      const skuId = skuBySignature.get(signature(target)) ?? 0
      return {
        ...item,
        sku_id: skuId,
        selected: mine.get(dimKey(g)) === valueKey(item),
        disabled: skuId === 0,
      }
    }),
  }))
}

/** attributes for the "规格参数" tab; several values of one attribute are joined with 、 */
export function attrTable(goodsAttrFormat: unknown) {
  const out: Array<{ attr_id: number; attr_name: string; attr_value_id: number | string; attr_value_name: string }> = []
  const at = new Map<number, number>()
  for (const a of asArray<{ attr_id: number; attr_name: string; attr_value_id: number; attr_value_name: string }>(goodsAttrFormat)) {
    const i = at.get(a.attr_id)
    if (i === undefined) {
      at.set(a.attr_id, out.length)
      out.push({ ...a })
    } else {
      const row = out[i]!
      row.attr_value_name = `${row.attr_value_name}、${a.attr_value_name}`
      row.attr_value_id = `${String(row.attr_value_id)},${String(a.attr_value_id)}`
    }
  }
  return out
}
