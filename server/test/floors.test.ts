import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The server's floors (docs/architecture.md "The server's floors"), checked on the import graph: an
// import goes down a floor or sideways, never up; the modules' services import only modules of their
// own rank or below, and no two modules' services import each other round a loop. Tests and test
// helpers may import anything. This is the fence the ranks below stand for: change them here and in
// the architecture page together.

const root = resolve(import.meta.dirname, '../..')

/** the modules' services, ranked low to high; a rank's modules may import each other's services (no loop) */
export const RANKS: string[][] = [
  ['site', 'images', 'scheduler', 'address', 'cms'],
  ['pay'],
  ['auth', 'pay-password', 'account'],
  ['catalog'],
  ['cart'],
  ['promotion'],
  ['order'],
  ['order-create'],
  ['verify', 'member', 'shop', 'home', 'chat'],
]
const rankOf = new Map(RANKS.flatMap((names, rank) => names.map((name) => [name, rank] as const)))

const GROUND = ['server/http/', 'server/db/', 'server/chat/', 'server/i18n/', 'server/clock.ts', 'server/config.ts', 'server/deps.ts', 'server/ops/command.ts']

const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith('server/test/') || file.startsWith('server/contract/') || /^server\/modules\/[^/]+\/test-[^/]*\.ts$/.test(file) || file === 'server/modules/pay/money-walk.ts'

/** 0 domain, 1 the ground, 2 a module's services, 3 a module's routes and commands, 4 the assembly */
export function floorOf(file: string): number {
  if (file.startsWith('domain/')) return 0
  if (file.startsWith('server/db/seed/')) return 4
  if (GROUND.some((g) => file.startsWith(g))) return 1
  const m = /^server\/modules\/([^/]+)\/(.+)$/.exec(file)
  if (m) return /^(routes|commands)\.ts$/.test(m[2]!) ? 3 : 2
  return 4
}
const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !isTest(path) ? [path] : []
  })
}

/** every relative import of a non-test file of server/ and domain/, as [from, to] */
function imports(): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const file of [...sources('server'), ...sources('domain')]) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const [, spec] of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)) {
      out.push([file, relative(root, resolve(join(root, dirname(file)), spec!))])
    }
  }
  return out
}

/** what breaks the floors: an import up a floor, or a service importing a higher-ranked module's */
export function floorBreaks(edges: Array<[string, string]>): string[] {
  const out: string[] = []
  for (const [from, to] of edges) {
    if (isTest(to)) {
      out.push(`${from} → ${to} (a test helper)`)
      continue
    }
    const [a, b] = [floorOf(from), floorOf(to)]
    if (b > a) out.push(`${from} → ${to} (floor ${a} → ${b})`)
    else if (a === 2 && b === 2) {
      const [ma, mb] = [moduleOf(from)!, moduleOf(to)!]
      if (!rankOf.has(ma) || !rankOf.has(mb)) out.push(`${from} → ${to} (a module without a rank)`)
      else if (rankOf.get(mb)! > rankOf.get(ma)!) out.push(`${from} → ${to} (${ma} → ${mb}: up the ranks)`)
    }
  }
  return out
}

/** loops between the modules' services (of one rank) */
export function serviceLoops(edges: Array<[string, string]>): string[][] {
  const graph = new Map<string, Set<string>>()
  for (const [from, to] of edges) {
    if (floorOf(from) !== 2 || floorOf(to) !== 2) continue
    const [a, b] = [moduleOf(from)!, moduleOf(to)!]
    if (a !== b) graph.set(a, (graph.get(a) ?? new Set()).add(b))
  }
  const loops: string[][] = []
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    [...(graph.get(from) ?? [])].some((n) => n === to || (!seen.has(n) && (seen.add(n), reaches(n, to, seen))))
  for (const [a, targets] of graph) for (const b of targets) if (a < b && reaches(b, a)) loops.push([a, b])
  return loops
}

describe("the server's floors", () => {
  const edges = imports()

  it('reads the import graph (the check has something to check)', () => {
    expect(edges.length).toBeGreaterThan(300)
    expect(edges).toContainEqual(['server/modules/order-create/transitions.ts', 'server/modules/pay/ask.ts'])
  })

  it('no import goes up a floor or up the modules’ ranks', () => {
    expect(floorBreaks(edges)).toEqual([])
  })

  it('no two modules’ services import each other round a loop', () => {
    expect(serviceLoops(edges)).toEqual([])
  })

  it('catches a deliberate violation: pay’s services importing order-create, a ground file importing a module', () => {
    expect(floorBreaks([['server/modules/pay/service.ts', 'server/modules/order-create/create.ts']])).toEqual([
      'server/modules/pay/service.ts → server/modules/order-create/create.ts (pay → order-create: up the ranks)',
    ])
    expect(floorBreaks([['server/http/auth.ts', 'server/modules/site/service.ts']])).toHaveLength(1)
    expect(serviceLoops([
      ['server/modules/auth/service.ts', 'server/modules/account/ledger.ts'],
      ['server/modules/account/security.ts', 'server/modules/auth/sms.ts'],
    ])).toEqual([['account', 'auth']])
  })
})
