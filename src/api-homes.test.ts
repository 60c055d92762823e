import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/conventions.md, "Where an operation lives — one rule, true of every file", checked on the tree:
//  - an operation file calls one endpoint (a write the contract splits over two paths is one
//    operation: those files are named below, with the reason);
//  - a file of src/api/ is used by a shared layer (src/api, lib, ui, the app's entry) or by two or more
//    homes (features, the agent console): an operation only one feature uses lives in its api/ folder.
// (A feature importing another feature's files is refused by lint: .oxlintrc.json.)

const src = import.meta.dirname

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts') ? [join(dir, e.name)] : [],
  )
}
const all = files(src)
const rel = (f: string) => relative(src, f)

/** the endpoints a file names: '/api/…' style paths, and the agent console's `agentCall(token, 'x/y')` */
function endpointsOf(text: string): string[] {
  const paths = [...text.matchAll(/['`](\/(?:[a-z]+\/)?(?:api|servicer)\/[A-Za-z_/]+)['`]/g)].map((m) => m[1]!)
  const agent = [...text.matchAll(/agentCall<[^(]*\(token, '([A-Za-z_/]+)'/g)].map((m) => `/servicer/servicer/${m[1]}`)
  return [...new Set([...paths, ...agent])]
}

/** one operation over several paths, as the contract has it: how many, and why */
const SPLIT: Record<string, [paths: number, why: string]> = {
  'features/checkout/api/order-payment.ts': [5, 'the confirm page of each promotion type: the same call under its prefix'],
  'features/address/api/save-address.ts': [2, 'add or edit'],
  'features/account/api/save-bank-account.ts': [2, 'add or edit'],
  'features/promotion/api/receive-coupon.ts': [2, 'a shop coupon or a platform coupon'],
  'api/shop/set-shop-follow.ts': [2, 'follow or unfollow'],
  'features/account/api/delete-footprints.ts': [2, 'by id or by day'],
  'servicer/api/sign-out-agent.ts': [2, 'the agent goes offline (chat/bye), then the token is revoked (login/logout)'],
}

const operationFiles = all.filter((f) => /\/api\//.test(f))

/** the home of a file: its feature, the agent console, or the shared layer (routes use features: not a home) */
const homeOf = (f: string) => {
  const [top, sub] = rel(f).split('/')
  if (top === 'features') return `features/${sub}`
  if (top === 'routes' || top === 'router.tsx' || top === 'routeTree.gen.ts') return null
  if (top === 'api' || top === 'lib' || top === 'ui' || top === 'main.tsx' || top === 'app-tree.tsx' || top === 'first-screen.tsx') return 'shared'
  return top!
}

describe('where an operation lives', () => {
  it('finds the endpoints of a file (the check itself)', () => {
    expect(endpointsOf(`requestData('/api/cart/edit', x); agentCall<unknown>(token, 'chat/bye')`)).toEqual(['/api/cart/edit', '/servicer/servicer/chat/bye'])
    expect(endpointsOf('const a = 1')).toEqual([])
  })

  it('an operation file calls one endpoint', () => {
    const many = operationFiles
      .map((f) => [rel(f), endpointsOf(readFileSync(f, 'utf8'))] as const)
      .filter(([name, eps]) => eps.length > (SPLIT[name]?.[0] ?? 1))
      .map(([name, eps]) => `${name}: ${eps.join(', ')}`)
    expect(many).toEqual([])
    // the exceptions still are what they say (a stale entry is removed)
    for (const [name, [paths]] of Object.entries(SPLIT)) expect(endpointsOf(readFileSync(join(src, name), 'utf8')), name).toHaveLength(paths)
  })

  it('a file of src/api is used by two or more homes', () => {
    const importers = new Map<string, Set<string>>()
    for (const f of all) {
      const text = readFileSync(f, 'utf8')
      for (const m of text.matchAll(/(?:from|import\()\s*['"](\.[^'"]+)['"]/g)) {
        const target = resolve(dirname(f), m[1]!)
        if (!target.startsWith(join(src, 'api'))) continue
        const home = homeOf(f)
        if (home === null || target === f) continue
        if (!importers.has(target)) importers.set(target, new Set())
        importers.get(target)!.add(home)
      }
    }
    const lone = all
      .filter((f) => rel(f).startsWith('api/'))
      .filter((f) => (importers.get(f)?.size ?? 0) === 1 && ![...importers.get(f)!][0]!.startsWith('shared'))
      .map((f) => `${rel(f)} ← ${[...importers.get(f)!].join(', ')}`)
    expect(lone).toEqual([])
  })
})
