import { z } from 'zod'
import { v } from '../../http/validate.ts'

// The goods list's own param (the shared builders are in server/http/params.ts).

/** one attribute of a readable filter: its name and the values that may match (any of them) */
export interface NamedAttr {
  name: string
  values: string[]
}

const nameText = v.str(40)

/**
 * The readable form of the attribute filter (decision 015 §3): `name:value|value,name:value`, as the
 * storefront's URL carries it (`?attr=网络制式:5G全网通|4G全网通,屏幕尺寸:6.1英寸`). Parts without a
 * name or a value are left out; the same name twice merges.
 */
export function parseNamedAttrs(text: string): NamedAttr[] {
  const byName = new Map<string, string[]>()
  for (const part of text.split(',')) {
    const at = part.indexOf(':')
    if (at <= 0) continue
    const name = part.slice(0, at).trim()
    const values = part.slice(at + 1).split('|').map((s) => s.trim()).filter(Boolean)
    if (!name || values.length === 0) continue
    byName.set(name, [...new Set([...(byName.get(name) ?? []), ...values])])
  }
  return [...byName].map(([name, values]) => ({ name, values }))
}

/**
 * attr filter: JSON text or an array of {attr_id, attr_value_id} (the contract), or the readable
 * `name:value|value,…` text; malformed JSON is a type error
 */
export const attrFilter = z.preprocess(
  (val) => {
    if (typeof val !== 'string') return val
    const text = val.trim()
    if (text === '') return []
    if (!text.startsWith('[') && !text.startsWith('{')) return parseNamedAttrs(text)
    try {
      return JSON.parse(text)
    } catch {
      // not JSON: let the array schema reject it with a clear "wrong type"
      return text
    }
  },
  z.union([
    z.array(z.object({ attr_id: v.id(), attr_value_id: v.id() })).max(10),
    z.array(z.object({ name: nameText, values: z.array(nameText).min(1).max(10) })).max(10),
  ]),
)
