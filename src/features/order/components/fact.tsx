import type { ReactNode } from 'react'
import { shopLang } from '../../../lib/shop-lang.ts'

/**
 * one label / value pair of a facts list (`<dl className={css.facts}>`); nothing when `value` is empty.
 * `own`: the value is a member's or a shop's own words (a name, an address, a remark), marked with its
 * language (src/lib/shop-lang.ts) so an English page reads it right.
 */
export function Fact({ label, value, own }: { label: ReactNode; value: ReactNode; own?: boolean }) {
  if (value === null || value === undefined || value === '' || value === false) return null
  return (
    <>
      <dt>{label}</dt>
      <dd lang={own && typeof value === 'string' ? shopLang(value) : undefined}>{value}</dd>
    </>
  )
}
