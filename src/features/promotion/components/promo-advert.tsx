import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { advDetailQuery } from '../../../api/adverts/get-adv-detail.ts'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import * as css from '../promotion.css.ts'

/** the advert's target: adv_url is JSON text {url}; only app paths are followed here */
function advertPath(raw: string): string | null {
  try {
    const url = (JSON.parse(raw) as { url?: unknown }).url
    return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null
  } catch {
    return null
  }
}

/** a zone's full-width advert (NS_PC_SECKILL, NS_PC_GROUPBUY, NS_PC_COUPON), on its slide's background */
export function PromoAdvert({ keyword, height = 300 }: { keyword: string; height?: number }) {
  const router = useRouter()
  const adv = useQuery(advDetailQuery(keyword))
  const slide = adv.data?.adv_list[0]
  if (!slide) return null
  const path = advertPath(slide.adv_url)
  const image = <Img src={slide.adv_image} kind="goods" width={1210} height={height} alt={slide.adv_title} eager />
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!path || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    void router.navigate({ href: path })
  }
  return (
    <div className={css.advert} style={{ background: slide.background || undefined }}>
      <Container>
        {path ? (
          <a href={router.buildLocation({ href: path } as never).publicHref} onClick={onClick} className={css.advert}>
            {image}
          </a>
        ) : (
          image
        )}
      </Container>
    </div>
  )
}
