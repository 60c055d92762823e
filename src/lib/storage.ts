// Persisted client slices (DESIGN: app, site, order-create data), the one home of localStorage.
export interface AppSlice {
  lang: 'zh-cn' | 'en-us'
  /** chosen city sub-site; null = nationwide */
  city: { id: number; title: string } | null
  /** website_id sent on every call after a city switch (0 = none) */
  websiteId: number
  /** the spec: top advert shown at most 3 times per browser */
  indexTopAdNum: number
  /** home float layer showings */
  indexFloatLayerNum: number
  /** delivery-area picker choice on the goods page */
  locationRegion: { province: { id: number; name: string }; city: { id: number; name: string }; district: { id: number; name: string } } | null
}

export interface OrderSlice {
  normal: Record<string, unknown> | null
  groupbuy: Record<string, unknown> | null
  seckill: Record<string, unknown> | null
  combo: Record<string, unknown> | null
  topic: Record<string, unknown> | null
  /** the buyer messages typed on the confirm page, per order type, with the goods they were typed for */
  messages: Record<string, { goods: string; bySite: Record<string, string> }> | null
}

interface Slices {
  app: AppSlice
  order: OrderSlice
}

const defaults: Slices = {
  app: { lang: 'zh-cn', city: null, websiteId: 0, indexTopAdNum: 0, indexFloatLayerNum: 0, locationRegion: null },
  order: { normal: null, groupbuy: null, seckill: null, combo: null, topic: null, messages: null },
}

const KEY = (name: keyof Slices) => `bazaar.${name}`
const memory = new Map<string, string>()

function backend(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // storage disabled (private mode, sandbox): keep the slices for this page only
  }
  return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) }
}

export const storage = {
  get<K extends keyof Slices>(name: K): Slices[K] {
    const raw = backend().getItem(KEY(name))
    if (!raw) return structuredClone(defaults[name])
    try {
      return { ...defaults[name], ...(JSON.parse(raw) as Partial<Slices[K]>) }
    } catch {
      return structuredClone(defaults[name])
    }
  },
  update<K extends keyof Slices>(name: K, patch: Partial<Slices[K]>): Slices[K] {
    const next = { ...storage.get(name), ...patch }
    try {
      backend().setItem(KEY(name), JSON.stringify(next))
    } catch {
      // quota exceeded: the value lives until reload
    }
    return next
  },
}
