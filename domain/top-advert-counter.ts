// The spec: the top advert is shown at most 3 times per browser; closing it counts as a showing.
export const TOP_ADVERT_MAX_SHOWINGS = 3

export interface CounterStore {
  get(): number
  set(count: number): void
}

/**
 * One page load's view of the counter. A page load that displays the advert is one showing,
 * counted once however often the layout re-renders or the visitor navigates inside the app;
 * closing the advert ends that showing (it is counted even if the display was not yet recorded).
 * Whether the advert may show is decided from the count at load, so recording the current showing
 * does not hide it halfway through the visit.
 */
export function createTopAdvertCounter(store: CounterStore) {
  const atLoad = store.get()
  let counted = false
  return {
    mayShow: () => atLoad < TOP_ADVERT_MAX_SHOWINGS,
    recordShowing() {
      if (counted) return
      counted = true
      store.set(store.get() + 1)
    },
  }
}

/** the cookie the server reads the count from (server/http/first-view.ts; written by
 * src/features/layout/top-advert-cookie.ts) */
export const TOP_ADVERT_COOKIE = 'bazaar_top_ad'
