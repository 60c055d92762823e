// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiFailure, BAD_RESPONSE, NETWORK_ERROR, REQUEST_TIMEOUT, TIMEOUT, request, requestData, setRequestClient, setRequestHooks, type Transport } from './request.ts'
import { alignScheme, defaultConfig, readConfig } from './config.ts'
import { storage } from './storage.ts'
import { tokenCookie } from './token.ts'

interface Call {
  path: string
  body: Record<string, unknown>
}
let calls: Call[] = []
/** a fake transport answering with `answer` (or throwing it) */
function answerWith(answer: unknown | (() => never)) {
  calls = []
  const fake = async (path: string, options: { body: Record<string, unknown> }) => {
    calls.push({ path, body: options.body })
    if (typeof answer === 'function') return (answer as () => never)()
    return answer
  }
  setRequestClient(fake as unknown as Transport)
}
const envelope = (code: number, data: unknown, extra: Record<string, unknown> = {}) => ({ code, message: code === 0 ? '操作成功' : '出错了', data, timestamp: 1, ...extra })

beforeEach(() => {
  localStorage.clear()
  tokenCookie.remove()
  setRequestHooks({ onAuthError: undefined })
})
afterEach(() => vi.restoreAllMocks())

describe('request', () => {
  it('sends app_type, app_type_name and the language with every call, then the caller params', async () => {
    answerWith(envelope(0, { ok: 1 }))
    const res = await request('/api/website/info', { site_id: 3 })
    expect(res.data).toEqual({ ok: 1 })
    expect(calls[0]).toEqual({ path: '/api/website/info', body: { app_type: 'pc', app_type_name: '电脑端', lang: 'zh-cn', site_id: 3 } })
  })

  it('adds the token when logged in and website_id once a city site is chosen', async () => {
    tokenCookie.set('tok-1', 0)
    storage.update('app', { websiteId: 7, lang: 'en-us' })
    answerWith(envelope(0, 1))
    await request('/api/member/info')
    expect(calls[0]!.body).toMatchObject({ token: 'tok-1', website_id: 7, lang: 'en-us' })
  })

  it('rejects a non-zero code with the server body', async () => {
    answerWith(envelope(-10006, null, { error_code: 'PARAMETER_ERROR', message: '参数错误：页码' }))
    const failure = await request('/api/x').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiFailure)
    expect(failure).toMatchObject({ code: -10006, errorCode: 'PARAMETER_ERROR', serverMessage: '参数错误：页码', isAuthError: false })
  })

  it('accepts another success rule where an endpoint documents one (code >= 0)', async () => {
    answerWith(envelope(10003, 'paid'))
    await expect(request('/api/pay/status', {}, { success: (code) => code >= 0 })).resolves.toMatchObject({ data: 'paid' })
    await expect(request('/api/x', {}, { success: 10003 })).resolves.toMatchObject({ code: 10003 })
    await expect(request('/api/x')).rejects.toBeInstanceOf(ApiFailure)
  })

  it('TOKEN_* drops the token and tells the app, saying whether the call forced a login', async () => {
    const onAuthError = vi.fn()
    setRequestHooks({ onAuthError })
    tokenCookie.set('stale', 7)
    answerWith(envelope(-1, 'AuthError', { error_code: 'TOKEN_ERROR' }))
    const failure = (await request('/api/member/detail', {}, { forceLogin: true }).catch((e: unknown) => e)) as ApiFailure
    expect(failure.isAuthError).toBe(true)
    expect(tokenCookie.get()).toBeUndefined()
    expect(onAuthError).toHaveBeenCalledWith(true)
    tokenCookie.set('stale', 0)
    await request('/api/cart/count').catch(() => undefined)
    expect(onAuthError).toHaveBeenLastCalledWith(false)
  })

  // met in the browser suite: a page still open with the old session got its refusal after the member
  // had logged in again (the cookie already held the new token), and that late refusal logged them out
  it('a refusal of an old token leaves a login made meanwhile alone', async () => {
    const onAuthError = vi.fn()
    setRequestHooks({ onAuthError })
    tokenCookie.set('old', 0)
    calls = []
    setRequestClient((async (path: string, options: { body: Record<string, unknown> }) => {
      calls.push({ path, body: options.body })
      tokenCookie.set('new', 0) // the member logs in again while the call is on its way
      return envelope(-1, 'AuthError', { error_code: 'TOKEN_EXPIRED' })
    }) as unknown as Transport)
    const failure = (await request('/api/cart/count').catch((e: unknown) => e)) as ApiFailure
    expect(calls[0]!.body.token).toBe('old')
    expect(failure.isAuthError).toBe(true)
    expect(tokenCookie.get()).toBe('new')
    expect(onAuthError).not.toHaveBeenCalled()
  })

  it('the old AuthError data also means logged out', async () => {
    answerWith(envelope(-1, 'AuthError', { error_code: 'TOKEN_NOT_EXIST' }))
    const failure = (await request('/api/x').catch((e: unknown) => e)) as ApiFailure
    expect(failure.isAuthError).toBe(true)
  })

  it('turns a dropped connection, a time-out and a non-envelope answer into failures with codes, no text', async () => {
    answerWith(() => {
      throw new TypeError('fetch failed')
    })
    await expect(request('/api/x')).rejects.toMatchObject({ errorCode: NETWORK_ERROR, serverMessage: '' })
    answerWith(() => {
      throw new DOMException('request timed out', 'TimeoutError')
    })
    await expect(request('/api/x')).rejects.toMatchObject({ errorCode: TIMEOUT })
    answerWith('<html>502 Bad Gateway</html>')
    await expect(request('/api/x')).rejects.toMatchObject({ errorCode: BAD_RESPONSE })
  })

  it('requestData resolves with data only; the time-out is the spec 60 s', async () => {
    answerWith(envelope(0, [1, 2]))
    await expect(requestData('/api/x')).resolves.toEqual([1, 2])
    expect(REQUEST_TIMEOUT).toBe(60_000)
  })
})

describe('client configuration', () => {
  it('defaults: everything empty but the 1500 heartbeat', () => {
    expect(readConfig(undefined, 'http:')).toEqual(defaultConfig)
    expect(defaultConfig.pingInterval).toBe(1500)
  })
  it('aligns the scheme of the base and image addresses with the page, and drops a trailing slash', () => {
    const c = readConfig({ baseUrl: 'http://api.example.com/', imgDomain: 'https://img.example.com' }, 'https:')
    expect(c.baseUrl).toBe('https://api.example.com')
    expect(c.imgDomain).toBe('https://img.example.com')
    expect(alignScheme('https://a.example', 'http:')).toBe('http://a.example')
    expect(alignScheme('', 'https:')).toBe('')
  })

  it('posts JSON with fetch, reads an error status answer as an envelope, and times out after 60 s', async () => {
    setRequestClient(undefined)
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      if (JSON.parse(String(init.body)).slow) {
        return new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))
      }
      return new Response(JSON.stringify(envelope(-1, null, { error_code: 'NOT_FOUND', message: '不存在' })), { status: 404 })
    })
    vi.stubGlobal('fetch', fetchMock)
    try {
      await expect(request('/api/x', { a: 1 })).rejects.toMatchObject({ errorCode: 'NOT_FOUND', serverMessage: '不存在' })
      const [url, init] = fetchMock.mock.calls[0]!
      expect(url).toBe('/api/x')
      expect(init.method).toBe('POST')
      expect(JSON.parse(String(init.body))).toMatchObject({ a: 1, app_type: 'pc' })
      vi.useFakeTimers()
      const slow = request('/api/x', { slow: 1 }).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT)
      expect(await slow).toMatchObject({ errorCode: TIMEOUT })
    } finally {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    }
  })
})
