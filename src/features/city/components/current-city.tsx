import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { addonsQuery } from '../../../lib/addons.ts'
import { Trans } from '@lingui/react/macro'
import { useCurrentCity } from '../current-city.ts'
import * as css from './current-city.css.ts'

/** the top bar's city (shown when the city add-on is installed): its title (全国 when none is chosen) and a 切换城市 link (reference §2.1) */
export function CurrentCity({ className }: { className?: string }) {
  const city = useCurrentCity()
  // only with the city add-on (reference §8.4)
  const { data: addons } = useQuery(addonsQuery())
  if (addons?.city !== 1) return null
  return (
    <span className={[css.root, className].filter(Boolean).join(' ')} data-testid="current-city">
      <svg className={css.pin} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11z" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="10" r="2.5" fill="currentColor" />
      </svg>
      <span className={css.title}>{city ? city.title : <Trans>全国</Trans>}</span>
      <Link to="/change_city" className={css.change}>
        <Trans>切换城市</Trans>
      </Link>
    </span>
  )
}
