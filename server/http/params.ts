import { z } from 'zod'
import { v } from './validate.ts'

// Param builders shared by endpoints, on top of the field builders of validate.ts.

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

export const sortDir = z.enum(['asc', 'desc'])
