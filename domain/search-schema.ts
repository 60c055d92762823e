// Typed, forgiving validation of URL search params for TanStack Router's `validateSearch`.
// A value that does not fit its field becomes undefined (or the field's default) instead of
// breaking the page. Hand-rolled because these schemas sit in the route tree, i.e. in the
// first-load bundle, where even zod/mini costs ~6 kB gzip.

type Field<T> = (raw: unknown) => T

const toNumber = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw)
  return undefined
}

export const field = {
  int: (min: number, max: number): Field<number | undefined> => (raw) => {
    const n = toNumber(raw)
    return n !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : undefined
  },
  num: (min: number, max: number): Field<number | undefined> => (raw) => {
    const n = toNumber(raw)
    return n !== undefined && n >= min && n <= max ? n : undefined
  },
  /** a string, cut to `max` characters (the search box's own limit applies to typed-in URLs too) */
  str: (max: number): Field<string | undefined> => (raw) =>
    typeof raw === 'string' ? raw.slice(0, max) : typeof raw === 'number' ? String(raw).slice(0, max) : undefined,
  oneOf: <const T extends readonly string[]>(values: T): Field<T[number] | undefined> => (raw) =>
    typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T[number]) : undefined,
  withDefault: <T>(inner: Field<T | undefined>, fallback: T): Field<T> => (raw) => inner(raw) ?? fallback,
}

type Out<S extends Record<string, Field<unknown>>> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: Exclude<ReturnType<S[K]>, undefined>
} & { [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]> }
/** the validated search: a field that may be missing is an optional key */
export type SearchOf<S extends Record<string, Field<unknown>>> = { [K in keyof Out<S>]: Out<S>[K] }

/** a validateSearch function: unknown keys are dropped, undefined values left out */
export function searchSchema<S extends Record<string, Field<unknown>>>(shape: S) {
  return (raw: Record<string, unknown>): SearchOf<S> => {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) {
      const value = shape[key]!(raw[key])
      if (value !== undefined) out[key] = value
    }
    return out as SearchOf<S>
  }
}
