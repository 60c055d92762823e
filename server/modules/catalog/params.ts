import { z } from 'zod'
import { v } from '../../http/validate.ts'

// Param builders the catalog endpoints share, on top of server/http/validate.ts.

/** the storefront sends '' (or null) for a filter the shopper left empty: treat it as absent */
const blankToUndefined = (val: unknown) => (val === '' || val === null ? undefined : val)
export function opt<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional())
}

/** ids as a JSON array or a comma-separated string ("1,2,3"), at most `max` of them */
export function idList(max: number) {
  return z.preprocess(
    (val) => {
      if (typeof val === 'number') return [val]
      if (typeof val !== 'string') return val
      const text = val.trim()
      return text === '' ? [] : text.split(',').map((s) => s.trim())
    },
    z.array(v.id()).max(max),
  )
}

/** attr filter: JSON text or an array of {attr_id, attr_value_id}; malformed JSON is a type error */
export const attrFilter = z.preprocess(
  (val) => {
    if (typeof val !== 'string') return val
    const text = val.trim()
    if (text === '') return []
    try {
      return JSON.parse(text)
    } catch {
      // not JSON: let the array schema reject it with a clear "wrong type"
      return text
    }
  },
  z.array(z.object({ attr_id: v.id(), attr_value_id: v.id() })).max(10),
)

export const sortDir = z.enum(['asc', 'desc'])
