// The first view's answers, embedded in the page by the server (decision 012,
// server/http/first-view.ts): the request helper answers a call from here, once, instead of the
// network — in the language and city the answers were made for, while the page is fresh, and an
// auth-optional call's visitor answer only without a token.
import { storage } from './storage.ts'

interface FirstViewData {
  lang: string
  at: number
  answers: Array<{ p: string; q: Record<string, unknown>; d: unknown; v?: 1 }>
}

/** how long after the server made them the answers stand in for a call */
const FRESH_MS = 10_000
const keyOf = (path: string, params: Record<string, unknown>) => path + JSON.stringify(params, Object.keys(params).sort())
let answers: Map<string, FirstViewData['answers'][number]> | undefined
/** the block's answers in its order: the first screen's query cache refers to them by index */
let ordered: FirstViewData['answers'] = []
let until = 0

function embedded() {
  if (answers) return answers
  answers = new Map()
  try {
    const app = storage.get('app')
    const data = JSON.parse(document.getElementById('bazaar-first-view')?.textContent || 'null') as FirstViewData | null
    if (data && data.lang === app.lang && !app.websiteId && Math.abs(Date.now() - data.at) < FRESH_MS) {
      for (const a of data.answers) answers.set(keyOf(a.p, a.q), a)
      ordered = data.answers
      until = Date.now() + FRESH_MS
    }
  } catch {
    // no document (tests, workers) or no block: every call goes to the network
  }
  return answers
}

/** the page still has embedded answers to give: a route may wait for them, they cost no round trip */
export const hasFirstView = () => embedded().size > 0 && Date.now() < until

/** the embedded answer to a call (its envelope), or undefined: then it goes to the network */
export function firstViewAnswer(path: string, params: Record<string, unknown>, token: unknown): unknown {
  const key = keyOf(path, params)
  const hit = hasFirstView() ? embedded().get(key) : undefined
  if (!hit || (hit.v && token)) return undefined
  answers!.delete(key)
  return hit.d
}


/** the `data` of the page's answer at `index` (a copy: the answer itself may still answer its call), or undefined */
export function firstViewData(index: number): unknown {
  const d = hasFirstView() ? (ordered[index]?.d as { data?: unknown } | undefined) : undefined
  return d?.data === undefined ? undefined : structuredClone(d.data)
}
