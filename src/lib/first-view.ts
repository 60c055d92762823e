// The first view's answers, embedded in the page by the server (decision 012,
// server/http/first-view.ts): the request helper answers a call from here, once, instead of the
// network — in the language and city the answers were made for, while the page is fresh, and an
// auth-optional call's visitor answer only without a token.

interface FirstViewData {
  lang: string
  at: number
  answers: Array<{ p: string; q: Record<string, unknown>; d: unknown; v?: 1 }>
}

/** how long after the server made them the answers stand in for a call */
const FRESH_MS = 10_000
const keyOf = (path: string, params: Record<string, unknown>) => path + JSON.stringify(params, Object.keys(params).sort())
let answers: Map<string, FirstViewData['answers'][number]> | undefined
let until = 0

/** the embedded answer to a call (its envelope), or undefined: then it goes to the network */
export function firstViewAnswer(path: string, params: Record<string, unknown>, common: Record<string, unknown>): unknown {
  if (!answers) {
    answers = new Map()
    try {
      const data = JSON.parse(document.getElementById('bazaar-first-view')?.textContent || 'null') as FirstViewData | null
      if (data && data.lang === common.lang && !common.website_id && Math.abs(Date.now() - data.at) < FRESH_MS) {
        for (const a of data.answers) answers.set(keyOf(a.p, a.q), a)
        until = Date.now() + FRESH_MS
      }
    } catch {
      // no document (tests, workers) or no block: every call goes to the network
    }
  }
  const key = keyOf(path, params)
  const hit = Date.now() < until ? answers.get(key) : undefined
  if (!hit || (hit.v && common.token)) return undefined
  answers.delete(key)
  return hit.d
}
