import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { storage } from '../../../lib/storage.ts'
import { Img } from '../../../ui/img.tsx'
import { floatLayerQuery } from '../api/get-float-layer.ts'
import { SmartLink } from '../components/smart-link.tsx'
import { shouldShowFloatLayer } from './float-layer-rule.ts'
import * as css from './home.css.ts'

/**
 * The home pop-up picture: shown at most `number` times in this browser (app.indexFloatLayerNum);
 * closing it means "seen": it does not come back on the next visits.
 */
export function FloatLayer() {
  const { t } = useLingui()
  const layer = useQuery(floatLayerQuery())
  // decided once per visit, from the count before this showing
  const [shownBefore] = useState(() => storage.get('app').indexFloatLayerNum)
  const [closed, setClosed] = useState(false)
  const show = !closed && shouldShowFloatLayer(layer.data, shownBefore)
  useEffect(() => {
    if (show) storage.update('app', { indexFloatLayerNum: shownBefore + 1 })
  }, [show, shownBefore])
  const close = () => {
    setClosed(true)
    storage.update('app', { indexFloatLayerNum: Math.max(shownBefore + 1, layer.data?.number ?? 0) })
  }
  // a pop-up over the page, decided by this browser's count: not in the server's first screen (decision 012)
  if (!show || !layer.data || typeof window === 'undefined') return null
  return (
    <div className={css.floatOverlay} role="dialog" aria-modal="true" aria-label={t`活动推荐`} onClick={close} data-testid="float-layer">
      <div className={css.floatBox} onClick={(e) => e.stopPropagation()}>
        <SmartLink link={layer.data.url}>
          <Img src={layer.data.img_url} kind="goods" width={400} height={500} alt={t`活动推荐`} eager />
        </SmartLink>
        <button type="button" className={css.floatClose} aria-label={t`关闭`} onClick={close} autoFocus>
          ×
        </button>
      </div>
    </div>
  )
}
