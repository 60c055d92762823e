import { Suspense } from 'react'
import { lazyPart } from '../../../lib/lazy-part.tsx'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CarouselEvent } from '../../../../machines/carousel/carousel.machine.ts'
import { useCarousel } from './use-carousel.ts'
import { buttonClass } from '../../../ui/button.tsx'
import { Container } from '../../../ui/container.tsx'
import { Img } from '../../../ui/img.tsx'
import { Skeleton } from '../../../ui/states.tsx'
import { advDetailQuery, type Advert } from '../../../api/adverts/get-adv-detail.ts'
import { SmartLink } from '../components/smart-link.tsx'
import { useIdle } from '../../../lib/use-idle.ts'
import * as css from './home.css.ts'

// the notices box (text, in a box of fixed size) renders right after the band: not first-load code
const Notices = lazyPart('home-notices', () => import('./home-notices.tsx').then((m) => m.Notices))

export interface HomeMember {
  nickname: string
  headimg: string
  reg_time?: number
}

/** registered within the last day: the home greets a new member, not a returning one */
export const isNewMember = (member: HomeMember | null, nowMs = Date.now()) =>
  Boolean(member?.reg_time && nowMs / 1000 - member.reg_time < 86_400)

/** the 430 px band: carousel (page colour follows the slide), login box, notices */
export function HomeBanner({ member, loggedIn }: { member: HomeMember | null; loggedIn: boolean }) {
  const adv = useQuery(advDetailQuery('NS_PC_INDEX'))
  const slides = adv.data?.adv_list ?? []
  const { index, send } = useCarousel(slides.length)
  const background = slides[index]?.background || adv.data?.adv_position?.background || undefined
  return (
    <div className={css.band} style={{ background }} data-testid="home-band">
      <Container className={css.bandInner}>
        <Carousel slides={slides} index={index} loading={adv.isPending} send={send} />
        <div className={css.side}>
          <LoginBox member={member} loggedIn={loggedIn} />
          <Suspense fallback={<div className={css.noticeBox} />}>
            <Notices />
          </Suspense>
        </div>
      </Container>
    </div>
  )
}

type Send = (event: CarouselEvent) => void

function Carousel({ slides, index, loading, send }: { slides: Advert[]; index: number; loading: boolean; send: Send }) {
  const { t } = useLingui()
  // the hidden slides join once the page is idle (the carousel moves no sooner: its machine loads
  // then too), so the first screen and the app's first render carry the slide they show
  const idle = useIdle()
  if (loading) return <Skeleton height={430} />
  if (slides.length === 0) return <div className={css.carousel} />
  return (
    <section
      className={css.carousel}
      aria-roledescription="carousel"
      aria-label={t`首页广告`}
      onMouseEnter={() => send({ type: 'carousel.pause' })}
      onMouseLeave={() => send({ type: 'carousel.resume' })}
      onFocus={() => send({ type: 'carousel.pause' })}
      onBlur={() => send({ type: 'carousel.resume' })}
    >
      {slides.map(
        (slide, i) =>
          (idle || i === index) && (
            <div key={slide.adv_id} className={i === index ? `${css.slide} ${css.slideActive}` : css.slide} aria-hidden={i !== index} inert={i !== index} role="group" aria-roledescription="slide">
              <SmartLink link={slide.adv_url} label={slide.adv_title}>
                <Img src={slide.adv_image} kind="goods" width={1210} height={430} alt={slide.adv_title} eager={i === 0} />
              </SmartLink>
            </div>
          ),
      )}
      {slides.length > 1 && (
        <>
          <button type="button" className={css.arrow} style={{ left: 220 }} aria-label={t`上一张`} onClick={() => send({ type: 'carousel.prev' })}>
            ‹
          </button>
          <button type="button" className={css.arrow} style={{ right: 260 }} aria-label={t`下一张`} onClick={() => send({ type: 'carousel.next' })}>
            ›
          </button>
          <div className={css.dots}>
            {slides.map((slide, i) => (
              <button key={slide.adv_id} type="button" className={css.dot} aria-current={i === index} aria-label={t`第 ${i + 1} 张`} onClick={() => send({ type: 'carousel.go', index: i })} />
            ))}
          </div>
        </>
      )}
    </section>
  )
}

function LoginBox({ member, loggedIn }: { member: HomeMember | null; loggedIn: boolean }) {
  const { t } = useLingui()
  const name = member?.nickname || t`会员`
  return (
    <div className={css.loginBox}>
      <Img src={member?.headimg} kind="head" width={56} height={56} alt="" className={css.avatar} />
      {loggedIn ? (
        <>
          <p className={css.hello}>
            {isNewMember(member) ? <Trans>Hi，{name}，欢迎加入</Trans> : <Trans>Hi，{name}，欢迎回来</Trans>}
          </p>
          <div className={css.loginActions}>
            <SmartLink link="/member/index" className={buttonClass({ variant: 'primary', size: 'sm' })}>
              <Trans>会员中心</Trans>
            </SmartLink>
          </div>
        </>
      ) : (
        <>
          <p className={css.hello} data-visitor-only>
            <Trans>Hi，欢迎来逛逛</Trans>
          </p>
          <div className={css.loginActions} data-visitor-only>
            <SmartLink link="/login" className={buttonClass({ variant: 'primary', size: 'sm' })}>
              <Trans>登录</Trans>
            </SmartLink>
            <SmartLink link="/register" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              <Trans>注册</Trans>
            </SmartLink>
          </div>
        </>
      )}
    </div>
  )
}
