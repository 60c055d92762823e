import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { storage } from '../../../lib/storage.ts'
import { advDetailQuery } from '../../../api/adverts/get-adv-detail.ts'
import { createTopAdvertCounter } from '../../../../domain/top-advert-counter.ts'
import { writeTopAdvertCookie } from '../top-advert-cookie.ts'
import { parseLinkUrl } from '../link-url.ts'
import { AppLink } from './app-link.tsx'
import { Icon } from './icons.tsx'
import * as css from './top-advert.css.ts'
import * as frameCss from './site-frame.css.ts'
import { partLoaded } from '../../../lib/lazy-part.tsx'

// one counter per page load (see createTopAdvertCounter), persisted in the app slice; mirrored in a
// cookie, so the server's first screen leaves out a strip this browser will not show (no 70 px jump
// at the app's takeover: server/http/first-view.ts)
const counter = createTopAdvertCounter({
  get: () => storage.get('app').indexTopAdNum,
  set: (n) => {
    storage.update('app', { indexTopAdNum: n })
    writeTopAdvertCookie(n)
  },
})
writeTopAdvertCookie(storage.get('app').indexTopAdNum)

/** the closable 1210×70 strip above the header (NS_PC_INDEX_TOP) */
export function TopAdvert() {
  const { t } = useLingui()
  const [closed, setClosed] = useState(false)
  const allowed = counter.mayShow()
  const { data, isPending } = useQuery({ ...advDetailQuery('NS_PC_INDEX_TOP'), enabled: allowed })
  const advert = data?.adv_list[0]
  const visible = allowed && !closed && Boolean(advert?.adv_image)

  useEffect(() => {
    if (visible) counter.recordShowing()
  }, [visible])

  // the strip's space is held while the advert loads, so the page does not jump when it arrives
  if (allowed && !closed && isPending) return <div className={frameCss.advertSpace} data-top-advert />
  // an advert is decoration: a failed load simply leaves the strip out
  if (!visible || !advert) return null
  const target = parseLinkUrl(advert.adv_url)
  const picture = <Img src={advert.adv_image} kind="goods" width={1210} height={70} alt={advert.adv_title} className={css.image} eager />
  return (
    <aside className={css.strip} style={{ background: advert.background || undefined }} aria-label={t`广告`} data-top-advert>
      <div className={css.inner}>
        {target ? <AppLink target={target}>{picture}</AppLink> : picture}
        <button
          type="button"
          className={css.close}
          aria-label={t`关闭广告`}
          onClick={() => {
            counter.recordShowing()
            setClosed(true)
          }}
        >
          <Icon name="close" size={12} />
        </button>
      </div>
    </aside>
  )
}

// renders at once where the page shows it, once this module is here (lib/lazy-part.tsx)
partLoaded('top-advert', TopAdvert)
