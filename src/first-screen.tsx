// The first screen in the HTML (decision 012): the server renders a storefront page with the app's
// own routes and views, from the answers it embeds in the page (server/http/first-view.ts), and sends
// the markup inside #app. The browser paints it before any JavaScript runs; the app (src/main.tsx)
// then renders the same page from the same answers and replaces it in one commit.
// Built for node by the storefront's build (vite.config.ts: firstScreenBuild → dist/web/.ssr/), never
// part of the browser's bundle. Renders run one at a time: the language, the request helper's
// transport and the catalogs are module state.
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { dehydrate, QueryClient, skipToken, type DehydratedState } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { i18n, loadLocale, type Locale } from './lib/i18n.ts'
import { setRequestClient } from './lib/request.ts'
import { createAppRouter } from './router.tsx'
import { AppTree } from './app-tree.tsx'

export interface FirstScreenInput {
  /** the page's URL path and search, /web/… */
  url: string
  lang: Locale
  /** the embedded answer (envelope) of a call, by its path and own params; undefined when not embedded */
  answerOf: (path: string, params: Record<string, unknown>) => unknown
  /** give up after this long (ms): the markup is then left out */
  timeoutMs?: number
}

/** the params every call carries (src/lib/request.ts commonParams): not part of a call's own params */
const COMMON = new Set(['app_type', 'app_type_name', 'lang', 'token', 'website_id'])

/** note the queries the views ask for and would run (enabled, with a query function) */
function noteWantedQueries(client: QueryClient): Set<string> {
  const wanted = new Set<string>()
  const defaults = client.defaultQueryOptions.bind(client)
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options)
    const query = client.getQueryCache().get(defaulted.queryHash)
    const enabled = typeof defaulted.enabled === 'function' ? query !== undefined && defaulted.enabled(query as never) : defaulted.enabled
    if (enabled !== false && defaulted.queryFn && defaulted.queryFn !== skipToken) wanted.add(defaulted.queryHash)
    return defaulted
  }) as typeof client.defaultQueryOptions
  return wanted
}

let queue: Promise<unknown> = Promise.resolve()
let waiting = 0
/** renders that may wait for their turn: past that, a page goes without its screen rather than late */
const MAX_WAITING = 2

export interface FirstScreen {
  /** what goes inside #app ('' when it could not be made in time) */
  markup: string
  /** the query cache the markup was rendered from: the app starts from it, so its first render is this markup */
  state: DehydratedState | null
}

/** the page's first screen */
export function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen> {
  if (waiting >= MAX_WAITING) return Promise.resolve({ markup: '', state: null })
  waiting++
  const run = queue.then(() => {
    waiting--
    return render(input)
  })
  queue = run.catch(() => undefined)
  return run
}

async function render({ url, lang, answerOf, timeoutMs = 2000 }: FirstScreenInput): Promise<FirstScreen> {
  const deadline = AbortSignal.timeout(timeoutMs)
  // the page's calls are answered from what the HTML embeds; any other call fails (the view shows
  // what it shows without it, and the app makes the call itself)
  setRequestClient(async (path, { body }) => {
    const own = Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).filter(([k]) => !COMMON.has(k)))
    const answer = answerOf(path, own)
    if (answer === undefined) throw new Error(`not in the first view: ${path}`)
    return answer
  })
  try {
    if (i18n.locale !== lang) await loadLocale(lang)
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    const wanted = noteWantedQueries(queryClient)
    const router = createAppRouter({ queryClient }, createMemoryHistory({ initialEntries: [url] }))
    await router.load()
    const app = <AppTree router={router} queryClient={queryClient} />
    // queries that are not suspense queries do not run on a server: a pass renders the page (and
    // waits for its lazy parts and suspense queries), the queries it asked for are answered, and the
    // next pass renders with their data — until a pass asks for nothing new. The last render is a
    // plain string: everything it needs is there (a prerender would stream late parts behind a script)
    const tried = new Set<string>()
    for (let pass = 0; pass < 4; pass++) {
      await settle(app, deadline)
      const pending = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => wanted.has(q.queryHash) && q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !tried.has(q.queryHash))
      if (!pending.length) break
      for (const q of pending) tried.add(q.queryHash)
      await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)))
    }
    // a call the page does not embed fails here; its view shows what the app's first render shows
    // before the answer (pending), not an error
    for (const q of queryClient.getQueryCache().getAll()) if (q.state.status === 'error') q.reset()
    if (deadline.aborted) return { markup: '', state: null }
    const html = renderToString(app)
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' })
    queryClient.clear()
    // no script in the markup: the page's policy runs none inline (the router's scroll restoration
    // writes one); the app does that work itself. No comment either: React's marks of its suspense
    // boundaries and text joins are for hydration, and the app renders its own tree in place of this
    // one (src/main.tsx); text escapes `<`, so no text is taken for one
    return { markup: html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<!--[\s\S]*?-->/g, ''), state }
  } finally {
    setRequestClient(undefined)
  }
}

/** render the page once, waiting for everything it suspends on */
async function settle(app: React.ReactNode, signal: AbortSignal): Promise<void> {
  const { prelude } = await prerenderToNodeStream(app, { signal, onError: () => undefined })
  for await (const _ of prelude) void _
}
