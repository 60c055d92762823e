import { z } from 'zod'
import { v } from '../../http/validate.ts'

// The goods list's own param (the shared builders are in server/http/params.ts).

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
