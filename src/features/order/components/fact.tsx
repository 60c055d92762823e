import type { ReactNode } from 'react'

/** one label / value pair of a facts list (`<dl className={css.facts}>`); nothing when `value` is empty */
export function Fact({ label, value }: { label: ReactNode; value: ReactNode }) {
  if (value === null || value === undefined || value === '' || value === false) return null
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  )
}
