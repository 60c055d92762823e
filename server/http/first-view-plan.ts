// What the HTML of a storefront page carries for its first view (decision 012): the public answers
// the page's first render asks for, the build chunks its first render imports (modulepreload) and
// its largest picture (preload). Pure data and functions of the page URL: no server, no database.
// scripts/size.ts checks every chunk source named here against the build manifest.
import { listSearchSchema } from '../../domain/catalog/search-params.ts'
import { toGoodsApiParams } from '../../domain/catalog/list-params.ts'
import { parseSearchValue } from '../../domain/search-value.ts'
import { currentSlotIndex, secondsOfDay } from '../../domain/promotion-rules.ts'
import { FIRST_FLOORS_PARAMS, FRAME_TREE_PARAMS } from '../../domain/catalog/first-view-calls.ts'

export type FirstViewLang = 'zh-cn' | 'en-us'

/** one contract call the client's first render makes: its path and its own params (not the common ones) */
export interface FirstViewCall {
  path: string
  params: Record<string, unknown>
}

export type FirstViewPage = 'home' | 'list' | 'detail'

export interface FirstViewPlan {
  page: FirstViewPage
  calls: FirstViewCall[]
  /** build-manifest sources whose chunks (with their static imports and CSS) the page imports at once */
  chunks: string[]
  /** calls that depend on the first answers (the home's flash-sale goods of the current slot) */
  followUp?: (answerOf: (path: string) => unknown) => FirstViewCall[]
}

const call = (path: string, params: Record<string, unknown> = {}): FirstViewCall => ({ path, params })

/** the site frame (header, category menu, search box, top advert): every page of the _main layout */
const FRAME_CALLS: FirstViewCall[] = [
  call('/api/website/info'),
  call('/api/config/defaultimg'),
  call('/api/addon/addonisexit'),
  call('/api/pc/defaultSearchWords'),
  call('/api/pc/hotSearchWords'),
  // two levels: the menu's rows and names (its flyout's third level shows on hover: the app asks for it)
  call('/api/goodscategory/tree', { ...FRAME_TREE_PARAMS }),
  call('/pc/api/pc/categoryconfig'),
  call('/api/pc/navList'),
  call('/api/adv/detail', { keyword: 'NS_PC_INDEX_TOP' }),
]
/**
 * the footer (service promises, help, links, copyright): small, and it shares the first view's
 * connections — on the list and the goods page, whose first screen it may be part of. The home's
 * footer is some 4,000 px below its first screen, under the floors: the home leaves it out (its
 * screen shows the footer's reserved space; the footer comes when the page is idle).
 */
const FOOTER_CALLS: FirstViewCall[] = [
  call('/api/shopservice/lists'),
  call('/api/helpclass/lists'),
  call('/api/pc/friendlyLink'),
  call('/api/config/copyright'),
]
const frameChunks = (lang: FirstViewLang, { footer }: { footer: boolean }) => [
  // the app's side of the first screen (what its first render needs before it replaces the screen)
  'lib/first-screen.ts',
  'routes/_main.tsx?tsr-split=component---loader',
  'features/layout/components/route-fallbacks.tsx',
  'features/layout/components/top-advert.tsx',
  // below the page but in the first screen (decision 012): their styles apply with it, and the app's
  // first render has them at hand (the first screen is replaced whole); the home's footer is not in
  // its first screen (it comes when the page is idle, features/layout/components/site-footer.tsx)
  ...(footer ? ['features/layout/components/site-footer.tsx'] : []),
  'features/layout/components/side-tools.tsx',
  `locales/${lang}/frame.po`,
  ...(lang === 'en-us' ? ['locales/en-us/common.po'] : []),
]

/** every chunk source a plan may name, for the build check in scripts/size.ts */
export const ALL_FIRST_VIEW_CHUNKS = [
  ...new Set(
    (['zh-cn', 'en-us'] as const).flatMap((lang) =>
      (['/web/index', '/web/list', '/web/sku-1'] as const).flatMap((path) => firstViewPlan(new URL(`http://x${path}`), lang)?.chunks ?? []),
    ),
  ),
]

/**
 * The plan of a storefront URL, or null for a page without one (member pages, auth pages, the
 * rest: they still get the site info every route's guard reads). The list's call is computed by
 * the client's own URL → params functions, so its params are the ones the client sends.
 */
export function firstViewPlan(url: URL, lang: FirstViewLang): FirstViewPlan | null {
  const path = url.pathname.replace(/^\/web/, '').replace(/\/+$/, '') || '/'
  if (path === '/' || path === '/index') {
    return {
      page: 'home',
      calls: [
        ...FRAME_CALLS,
        call('/api/adv/detail', { keyword: 'NS_PC_INDEX' }),
        call('/api/adv/detail', { keyword: 'NS_PC_INDEX_MID_LEFT' }),
        call('/api/adv/detail', { keyword: 'NS_PC_INDEX_MID_RIGHT' }),
        // the floors the first screen shows (the first) and their number; the app asks for the rest
        call('/api/pc/floors', { ...FIRST_FLOORS_PARAMS }),
        call('/api/notice/page', { page: 1, page_size: 5, receiving_type: 'web' }),
        call('/api/pc/floatLayer'),
        // the promotion strips above the floors (features/promotion/home): the page renders them
        // with the floors, so the floors do not move down when they arrive
        call('/seckill/api/seckill/lists'),
        call('/platformcoupon/api/platformcoupon/typepagelists', { page: 1, page_size: 5 }),
      ],
      followUp: (answerOf) => {
        const seckill = seckillGoodsCall(answerOf('/seckill/api/seckill/lists'))
        return seckill ? [seckill] : []
      },
      chunks: [
        ...frameChunks(lang, { footer: false }),
        'routes/_main/[index].tsx?tsr-split=component---loader',
        'features/catalog/home/home-notices.tsx',
        'features/catalog/home/floors.tsx',
        'features/promotion/home/home-promotions.tsx',
        'features/promotion/home/prefetch-home-promotions.ts',
        `locales/${lang}/promotion.po`,
      ],
    }
  }
  if (path === '/list') {
    const search = listSearchSchema(searchOf(url))
    const params = toGoodsApiParams(search)
    // the filter panel's brands and attributes (features/catalog/api/get-goods-facets.ts: the goods
    // params without paging and order) and the category's own info: the panel is above the goods,
    // so the first screen has it too, and the goods do not move down when it arrives
    const { page: _page, page_size: _size, order: _order, sort: _sort, ...filter } = params
    const calls = [...FRAME_CALLS, ...FOOTER_CALLS, call('/api/goodssku/page', { ...params }), call('/api/goodssku/facets', { ...filter })]
    if (params.category_id) calls.push(call('/api/goodscategory/info', { category_id: params.category_id }))
    return { page: 'list', calls, chunks: [...frameChunks(lang, { footer: true }), 'routes/_main/list.tsx?tsr-split=component---loader', `locales/${lang}/catalog.po`] }
  }
  const sku = /^\/sku-(\d{1,10})$/.exec(path)
  if (sku && Number(sku[1]) > 0 && Number(sku[1]) <= 2_147_483_647) {
    return {
      page: 'detail',
      calls: [...FRAME_CALLS, ...FOOTER_CALLS, call('/api/goodssku/detail', { sku_id: Number(sku[1]) })],
      chunks: [...frameChunks(lang, { footer: true }), 'routes/_main/sku-{$skuId}.tsx?tsr-split=component---loader', `locales/${lang}/catalog.po`, `locales/${lang}/cart.po`],
    }
  }
  return null
}

/**
 * The home's flash-sale goods call: the current slot's, as the client picks it
 * (features/promotion/home: slots in start order, the time of day from the answer's timestamp).
 */
function seckillGoodsCall(envelope: unknown): FirstViewCall | null {
  const e = envelope as { timestamp?: number; data?: { list?: Array<{ seckill_id: number; seckill_start_time: number; seckill_end_time: number }>; now_seconds?: number } } | undefined
  const list = [...(e?.data?.list ?? [])].sort((a, b) => a.seckill_start_time - b.seckill_start_time)
  if (!list.length || typeof e?.timestamp !== 'number') return null
  const midnight = typeof e.data?.now_seconds === 'number' ? e.timestamp - e.data.now_seconds : undefined
  const slot = list[currentSlotIndex(list, secondsOfDay(e.timestamp, midnight))]
  return slot ? call('/seckill/api/seckillgoods/page', { seckill_id: slot.seckill_id, page: 1, page_size: 5 }) : null
}

/** the URL's search as the router parses it (src/router.tsx parseSearch: each value through parseSearchValue, text when it is no JSON) */
function searchOf(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of url.searchParams) {
    try {
      out[key] = parseSearchValue(raw)
    } catch {
      out[key] = raw
    }
  }
  return out
}
