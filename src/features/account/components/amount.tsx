import { formatFen } from '../../../../domain/money.ts'
import * as css from '../account.css.ts'

/** a big yuan amount split into its integer and decimal parts (reference §6.4: the balance page) */
export function BigAmount({ fen }: { fen: number }) {
  const [int, dec] = formatFen(fen).split('.')
  return (
    <span className={css.summaryValue}>
      {int}
      <span className={css.summaryFraction}>.{dec}</span>
    </span>
  )
}
