// The fuzz test (issue 7): every route the app registers — read from fastify's onRoute hook, never a
// hand list — gets a bounded, seeded battery built from its own parameter schema (what `api()` was
// given) and from classic bad values, with and without a live member token. Every answer must be
// below 500, the envelope on /api, free of stack and SQL text. Endpoints added later are covered
// without a line here. How long each answer took is a benchmark's claim, not the test's:
// `npm run bench:fuzz` runs the same battery and fails on an answer slower than 2 s; the test prints
// the slowest. It runs on the throwaway copy of the test database, so calls
// that change data (register, follow, collect…) are fine.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { InjectOptions } from 'fastify'
import type { z } from 'zod'
import { routesOf } from '../app.ts'
import { setConfig } from '../db/site-config.ts'
import { issueToken } from '../http/auth.ts'
import { apiRegistry, type ApiRoute } from '../http/route.ts'
import { createTestApp, deadTokens, ensureBasics, newMember, type TestApp } from './harness.ts'

const SEED = 0x0b_a2_aa_07
/** `npm run bench:fuzz`: the battery as a benchmark, every answer within SLOW_MS */
const BENCH = process.env.BAZAAR_FUZZ_BENCH === '1'
const SLOW_MS = 2000

/** mulberry32: a small seeded generator, so a failure replays exactly */
function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! }
}

// ---- values ----
const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) })
/** wrong types, control characters, over-long text, huge / negative / float ids, arrays for scalars, injections */
const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  '',
  ' ',
  'NaN',
  'Infinity',
  '1e309',
  '99999999999999999999999999',
  '0x10',
  '-0',
  '1.0',
  ' 7 ',
  'a\u0000b',
  '\u0000',
  '\u0001\u0007\u001b[31m\u007f',
  '\u202eevil\u202c',
  '\ud800',
  '𠜎😀'.repeat(40),
  'x'.repeat(10_000),
  "' OR '1'='1' --",
  '1; DROP TABLE member; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff%2e%2e',
  '${7*7}{{7*7}}',
  [],
  ['1', '2'],
  [[[]]],
  {},
  { $gt: '' },
  { __proto__: { polluted: 1 } },
  deep(40),
]

/** candidates a field's schema may accept; those it does accept are the field's valid values */
const CANDIDATES: unknown[] = [1, 2, 10, 0, 100, 1000, '1', 'abc', 'abc123', 'secret123', 'Secret123!', '13800138000', '12.50', 'zh-cn', 'en-us', 'pc', true, false, '2024-01-01', 'a,b']

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; entries?: Record<string, unknown>; values?: unknown[]; options?: z.ZodType[] }
// zod 4 exposes a schema's definition as `def`, string bounds as maxLength, number bounds as maxValue/minValue
const defOf = (s: z.ZodType) => {
  const x = s as unknown as { def: Def; maxLength?: number | null; maxValue?: number | null; minValue?: number | null }
  return { def: x.def, maxLength: x.maxLength, maxValue: x.maxValue, minValue: x.minValue }
}

/** literal values named inside a schema (enums, literals, unions), and the longest string allowed */
function hints(s: z.ZodType, out: unknown[] = []): unknown[] {
  const { def, maxLength, maxValue, minValue } = defOf(s)
  if (def.innerType) hints(def.innerType, out)
  if (def.in) hints(def.in, out)
  if (def.out) hints(def.out, out)
  if (def.entries) out.push(...Object.values(def.entries))
  if (def.values) out.push(...def.values)
  for (const o of def.options ?? []) hints(o, out)
  if (def.type === 'string' && typeof maxLength === 'number' && maxLength < 5000) out.push('x'.repeat(maxLength))
  if (def.type === 'number') out.push(maxValue, minValue)
  return out
}

function validValues(s: z.ZodType): unknown[] {
  const found = [...hints(s), ...CANDIDATES].filter((c) => c !== undefined && s.safeParse(c).success)
  return found.length ? [...new Set(found)] : [undefined]
}

/** percent-encoding that survives a lone surrogate (sent as the invalid UTF-8 it would be) */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return '%ED%A0%80'
  }
}

/** params as a query string (arrays as repeated keys) */
const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, typeof v === 'object' ? JSON.stringify(v) : String(v)]]))
    .map(([k, v]) => `${enc(k!)}=${enc(v!)}`)
    .join('&')

// ---- checks ----
// a stack frame, a source path, or a database error's words
const LEAK =
  /\bat [\w$.<>]+ \(|\.ts:\d+:\d+|node_modules|syntax error at or near|violates [a-z ]*constraint|relation "[^"]+"|column "[^"]+"|invalid byte sequence|invalid input syntax|TypeError:|ReferenceError:|RangeError:|ECONNREFUSED|FST_ERR/

interface Finding {
  what: string
  problem: string
}

describe('fuzz: every registered route', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await ensureBasics(t)
  })
  afterAll(async () => {
    await t.close()
  })

  it('survives its battery: no 5xx, the envelope, no leaks', { timeout: 600_000 }, async () => {
    const db = t.handle.db
    const r = rng(SEED)
    const member = await newMember(t, { mobile: '13912345678' })
    const dead = await deadTokens(t, member.memberId)
    let liveToken = member.token
    const tokens = () => [undefined, liveToken, dead.unknown, dead.expired, dead.revoked, 'x'.repeat(300), 'a\u0000b', ['t', 'u']]
    const findings: Finding[] = []
    let sent = 0
    let slowest = { ms: 0, what: '' }
    const started = Date.now()
    const perRoute = new Map<string, number>()
    const acceptedRoutes: string[] = []

    // the app logs what it did not expect (app.ts): each such log is a finding of the request that caused it
    const logged: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '))
    })
    const send = async (what: string, options: InjectOptions) => {
      const t0 = performance.now()
      logged.length = 0
      const res = await t.app.inject(options)
      const ms = performance.now() - t0
      sent += 1
      const key = String(options.url ?? '').split('?')[0]!
      perRoute.set(key, (perRoute.get(key) ?? 0) + ms)
      if (ms > slowest.ms) slowest = { ms, what }
      const url = String(options.url ?? '')
      const problem = (p: string) => findings.push({ what: `${what} ${options.method ?? 'GET'} ${url.slice(0, 120)}`, problem: p })
      if (res.statusCode >= 500) problem(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`)
      if (logged.length) problem(`logged an unexpected error: ${logged.join(' | ').slice(0, 200)}`)
      if (BENCH && ms > SLOW_MS) problem(`took ${Math.round(ms)} ms`)
      const leak = LEAK.exec(res.body)
      if (leak) problem(`leaks "${leak[0]}": ${res.body.slice(0, 200)}`)
      // a contract endpoint answers the envelope, and so does any JSON answer under /api (404s, router
      // errors); a raw callback like the pay gateway's notify may answer its own protocol's plain text
      const path = url.split('?')[0]!
      const json = String(res.headers['content-type'] ?? '').includes('json')
      const isApi = options.method !== 'HEAD' && (apiRegistry.has(path) || (url.startsWith('/api/') && json))
      if (isApi && res.statusCode !== 304) {
        let body: unknown
        try {
          body = res.json()
        } catch {
          problem(`not JSON: ${res.body.slice(0, 120)}`)
          return res
        }
        const e = body as Record<string, unknown>
        const envelope =
          typeof e === 'object' && e !== null && typeof e.code === 'number' && typeof e.message === 'string' && typeof e.timestamp === 'number' && 'data' in e
        if (!envelope) problem(`not the envelope: ${res.body.slice(0, 200)}`)
        else if (e.code !== 0 && (typeof e.error_code !== 'string' || !e.message)) problem(`an error without error_code or message: ${res.body.slice(0, 200)}`)
      }
      return res
    }

    const post = (what: string, url: string, params: unknown, token?: unknown) =>
      send(what, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'accept-language': r.pick(['zh-CN', 'en-US']) },
        payload: JSON.stringify(token === undefined || typeof params !== 'object' || params === null || Array.isArray(params) ? params : { ...params, token }),
      })
    const raw = (what: string, url: string, payload: string, contentType: string) =>
      send(what, { method: 'POST', url, headers: { 'content-type': contentType }, payload })
    // the calls every route gets, whatever it is
    const commonBattery = async (url: string, methods: string[]) => {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', ...methods.filter((m) => m === 'GET' || m === 'HEAD')]) {
        await send('method', { method: method as InjectOptions['method'], url })
      }
      // the body parser is shared: a seeded handful of malformed bodies per route, all of them on some
      const bodies = ['{', '{"a":', '[1,2', 'nul', '"\\u0000"', '{"a":1}}', '1e999', '['.repeat(5000), '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}', '[]', 'null', '"text"', '7']
      for (const body of r.next() < 0.15 ? bodies : bodies.filter(() => r.next() < 0.4)) await raw('malformed JSON', url, body, 'application/json')
      await raw('form post', url, 'a=1&a=2&token=x&__proto__[x]=1&%ff=%00', 'application/x-www-form-urlencoded')
      await raw('text body', url, 'hello', 'text/plain')
      await raw('xml body', url, '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', 'application/xml')
      await raw('multipart garbage', url, '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--', 'multipart/form-data; boundary=b')
      await send('json charset', { method: 'POST', url, headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' })
      await send('bad path encoding', { method: 'POST', url: `${url}%ff`, payload: {} })
      await send('dot dot', { method: 'POST', url: `${url}/..%2f..%2fpackage.json`, payload: {} })
      await send('query junk', { method: 'POST', url: `${url}?token[]=1&token[]=2&__proto__[polluted]=1&a=%00&lang=${'x'.repeat(300)}`, payload: {} })
      // encrypted bodies are decrypted before any route's code runs: a few values everywhere, all on some routes
      const encrypted = ['garbage', 'A'.repeat(344), 42, ['x'], '%zz', '00ff'.repeat(128), { a: 1 }, '']
      for (const encrypt of r.next() < 0.15 ? encrypted : encrypted.slice(0, 4)) await post('encrypted body', url, { encrypt })
      await send('lang', { method: 'POST', url, headers: { 'accept-language': '\u0000'.repeat(5) }, payload: { lang: ['en'] } })
    }

    const apiBattery = async (route: ApiRoute) => {
      const fields = Object.entries(route.params) as Array<[string, z.ZodType]>
      const valid = Object.fromEntries(fields.map(([k, s]) => [k, validValues(s)]))
      const baseline = () => Object.fromEntries(fields.map(([k]) => [k, r.pick(valid[k]!)]).filter(([, v]) => v !== undefined))
      const methods = route.method === 'GET' ? ['POST', 'GET'] : ['POST']
      // valid calls with every kind of token, then the empty call
      for (const token of tokens()) await post('valid', route.path, baseline(), token)
      let accepted = false
      for (let i = 0; i < 3; i += 1) {
        const res = await post('valid (member)', route.path, baseline(), liveToken)
        if (res.statusCode === 200 && res.json().code === 0) accepted = true
      }
      if (accepted) acceptedRoutes.push(route.path)
      await post('empty', route.path, {}, liveToken)
      await post('empty', route.path, {})
      if (methods.includes('GET')) {
        // a GET carries no body, and a token in a URL is no login (issue 21): the visitor's answer
        await send('valid GET', { method: 'GET', url: `${route.path}?${query({ ...baseline(), token: liveToken })}` })
      }
      // each field with each bad value, the others valid, with a rotating token (live one in every other call)
      for (const [field] of fields) {
        // NUL and the control codes always, then a seeded sample of the rest (bounded: seconds, not minutes)
        const sample = [BAD_VALUES[20], BAD_VALUES[22], ...BAD_VALUES.filter(() => r.next() < 0.25)]
        for (const [i, bad] of sample.entries()) {
          const token = i % 2 === 0 ? liveToken : r.pick(tokens())
          await post(`field ${field}`, route.path, { ...baseline(), [field]: bad }, token)
        }
        // the same in the query string, where everything arrives as text
        for (const bad of ['\u0000', '-1', '9'.repeat(30), 'x'.repeat(3000)]) {
          await send(`query ${field}`, { method: 'POST', url: `${route.path}?${query({ ...baseline(), [field]: bad })}`, payload: { token: liveToken } })
        }
      }
      // unknown and prototype keys next to valid params
      await post('extra keys', route.path, { ...baseline(), zzz: 1, constructor: 'x', toString: 1, hasOwnProperty: null }, liveToken)
      await raw('proto keys', route.path, `{"__proto__":{"isAdmin":1,"memberId":1},${JSON.stringify(baseline()).slice(1)}`, 'application/json')
      // the common params in bad shapes
      for (const bad of [['pc'], 'x'.repeat(500), '\u0000', { a: 1 }, -5]) {
        await post('common params', route.path, { ...baseline(), app_type: bad, lang: bad, website_id: bad }, liveToken)
      }
      // a body over the limit, for a few routes
      if (r.next() < 0.08) await raw('huge body', route.path, JSON.stringify({ a: 'x'.repeat(1_100_000) }), 'application/json')
    }

    // ---- run ----
    const routes = routesOf(t.app)
    expect(routes.length).toBeGreaterThan(50)
    const urls = new Map<string, Set<string>>()
    for (const route of routes) {
      const set = urls.get(route.url) ?? new Set<string>()
      for (const m of route.methods) set.add(m)
      urls.set(route.url, set)
    }
    const apiPaths = [...urls.keys()].filter((u) => apiRegistry.has(u))
    // the contract endpoints came through api(): the battery knows their params (raw routes — images,
    // the operator endpoint, payment callbacks — get the generic battery with bad path params)
    expect(apiPaths.length).toBeGreaterThan(50)

    // the captcha off for most of the run, so login and registration reach their rules
    await setConfig(db, 'captcha', { enabled: false })
    for (const [url, methods] of urls) {
      // a fresh live token per route: logout and a password reset end the old one
      liveToken = await issueToken(db, member.memberId, 7, t.clock)
      const concrete = url.replace(/:(\w+)/g, (_m, name: string) => (name === 'file' ? 'x_small.svg' : 'goods')).replace(/\*$/, 'a/b')
      if (apiPaths.includes(url)) await apiBattery(apiRegistry.get(url)!)
      else {
        // a non-contract route (images, operator endpoint, the root): its path params take the bad values
        for (const bad of BAD_VALUES.filter((b) => typeof b === 'string').slice(0, 20) as string[]) {
          const filled = url.replace(/:(\w+)/g, () => enc(bad)).replace(/\*$/, enc(bad))
          for (const method of [...methods].filter((m) => m !== 'HEAD')) {
            await send('path param', { method: method as InjectOptions['method'], url: filled, payload: method === 'GET' ? undefined : { args: [bad] } })
          }
        }
        await send('ops without secret', { method: 'POST', url: '/ops/help', payload: { args: ['x'] }, headers: { 'x-ops-secret': 'wrong' } })
      }
      await commonBattery(concrete, [...methods])
    }
    // with the captcha on: the auth calls once more with their valid params
    await setConfig(db, 'captcha', { enabled: true })
    for (const path of apiPaths.filter((p) => /login|register|password|captcha|mobile/i.test(p))) {
      await post('captcha on', path, Object.fromEntries(Object.entries(apiRegistry.get(path)!.params).map(([k, s]) => [k, validValues(s as z.ZodType)[0]])), liveToken)
    }

    spy.mockRestore()
    const seconds = (Date.now() - started) / 1000
    console.log(
      `fuzz: ${sent} requests to ${urls.size} routes (${apiPaths.length} api, ${acceptedRoutes.length} of them accepted a generated valid call) in ${seconds.toFixed(1)} s, slowest ${Math.round(slowest.ms)} ms (${slowest.what}), seed ${SEED}; most time: ${[...perRoute]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([u, ms]) => `${u} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')}`,
    )
    expect(findings.slice(0, 25)).toEqual([])
    expect(sent).toBeGreaterThan(2000)
    // the generated "valid" params are real: most endpoints accept them (the rest need ids that exist, codes, captchas)
    expect(acceptedRoutes.length).toBeGreaterThan(apiPaths.length / 2)
  })
})
