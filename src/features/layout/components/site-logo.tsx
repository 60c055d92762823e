import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { imageUrl } from '../../../lib/image.ts'
import { siteInfoQuery } from '../api/get-site-info.ts'
import * as css from './header-main.css.ts'

/** the site logo linking home; the site title in text when there is no logo (or it fails to load) */
export function SiteLogo({ size = 'md' }: { size?: 'md' | 'sm' }) {
  const { t } = useLingui()
  const { data: site } = useQuery(siteInfoQuery())
  const [failed, setFailed] = useState('')
  const title = site?.title || 'Bazaar'
  const logo = site?.logo ? imageUrl(site.logo) : ''
  const height = size === 'sm' ? 48 : 64
  return (
    <Link to="/index" className={css.logoLink} style={{ height }} aria-label={t`${title} 首页`}>
      {logo && failed !== logo ? (
        // the box has a fixed height, so the unknown logo width cannot shift anything below
        <img src={logo} alt={title} height={height} className={size === 'sm' ? css.logoSmall : css.logoImage} onError={() => setFailed(logo)} />
      ) : (
        <span className={css.logoText}>{title}</span>
      )}
    </Link>
  )
}
