import { useState, type MouseEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Img } from '../../../ui/img.tsx'
import { imageUrl } from '../../../lib/image.ts'
import * as css from './detail.css.ts'

const STAGE = 400
const LENS = 200

/** main picture with a magnifier on hover (a lens over the picture, the 2× crop beside it) and thumbnails */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useLingui()
  const [active, setActive] = useState(0)
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null)
  const current = images[Math.min(active, images.length - 1)] ?? ''
  const move = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    const x = Math.min(Math.max(e.clientX - box.left - LENS / 2, 0), STAGE - LENS)
    const y = Math.min(Math.max(e.clientY - box.top - LENS / 2, 0), STAGE - LENS)
    setLens({ x, y })
  }
  return (
    <div className={css.gallery}>
      <div className={css.stage} onMouseMove={move} onMouseLeave={() => setLens(null)} data-testid="gallery-stage">
        <Img src={current} kind="goods" size="big" width={STAGE - 2} height={STAGE - 2} alt={alt} fit="contain" eager />
        {lens && current && (
          <>
            <span className={css.lens} style={{ left: lens.x, top: lens.y }} aria-hidden="true" />
            <div
              className={css.zoom}
              aria-hidden="true"
              style={{
                backgroundImage: `url("${imageUrl(current, 'big')}"), url("${imageUrl(current)}")`,
                backgroundPosition: `${(lens.x / (STAGE - LENS)) * 100}% ${(lens.y / (STAGE - LENS)) * 100}%`,
              }}
            />
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className={css.thumbs} aria-label={t`商品图片`}>
          {images.slice(0, 5).map((src, i) => (
            <li key={src}>
              <button type="button" className={css.thumb} aria-pressed={i === active} onMouseEnter={() => setActive(i)} onClick={() => setActive(i)} aria-label={t`第 ${i + 1} 张图片`}>
                <Img src={src} kind="goods" size="small" width={52} height={52} alt="" fit="contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
