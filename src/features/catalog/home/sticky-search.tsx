import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { KEYWORD_MAX } from '../../../../domain/catalog/search-params.ts'
import * as css from './home.css.ts'
import { partLoaded } from '../../../lib/lazy-part.tsx'
import { useIdle } from '../../../lib/use-idle.ts'

// the reference: the home's sticky search bar appears after 680 px of scrolling
const STICKY_AFTER = 680

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}
const scrolledPast = () => window.scrollY >= STICKY_AFTER

/** a slim bar with the goods search, pinned to the top once the header has scrolled away */
export function StickySearch({ siteTitle }: { siteTitle?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const shown = useSyncExternalStore(subscribe, scrolledPast, () => false)
  const [keyword, setKeyword] = useState('')
  // shown only after 680 px of scrolling: no part of the first screen (decision 012), it joins once the page is idle
  const idle = useIdle()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const k = keyword.trim()
    void navigate({ to: '/list', search: k ? { keyword: k } : {} })
  }
  if (!idle) return null
  return (
    <div className={shown ? `${css.sticky} ${css.stickyShown}` : css.sticky} aria-hidden={!shown} inert={!shown} data-testid="sticky-search">
      <Container className={css.stickyInner}>
        <span className={css.stickyBrand}>{siteTitle}</span>
        <form className={css.stickyForm} role="search" onSubmit={submit}>
          <input className={css.stickyInput} value={keyword} maxLength={KEYWORD_MAX} onChange={(e) => setKeyword(e.target.value)} placeholder={t`搜索商品`} aria-label={t`搜索商品`} />
          <button type="submit" className={css.stickyButton}>
            <Trans>搜索</Trans>
          </button>
        </form>
      </Container>
    </div>
  )
}

// renders at once where the page shows it, once this module is here (lib/lazy-part.tsx)
partLoaded('sticky-search', StickySearch)
