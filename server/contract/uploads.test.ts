import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newMember, type TestApp, type TestMember } from '../test/harness.ts'

// Uploaded pictures as the contract's PC client meets them (issue 22):
// - its uploader (el-upload, reference §3.5 / §6.2 / §5.3) posts the multipart file alone, no token
//   field: the login is the token cookie its request helper keeps (§4.1: `SDrxEA%_tWW6ezd3`, written by
//   js-cookie, which sends the `%` of the name as `%25`), sent by the browser because the page and
//   the API share an origin;
// - it shows a picture through `$img(path, {size})` (§4.1), which inserts `_small|_mid|_big` before
//   the extension: every uploaded picture answers those names like every other picture.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
const COOKIE = 'SDrxEA%25_tWW6ezd3'

/** what el-upload sends: the file in `file`, nothing else (our storefront adds its fields, the token among them) */
function fileOnly(data = PNG, name = 'photo.png', fields: Record<string, string> = {}) {
  const b = '----WebKitFormBoundaryBazaar'
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${b}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } }
}

const UPLOADS = ['/api/upload/evaluateimg', '/api/upload/headimg', '/api/upload/chatimg']

async function upload(path: string, headers: Record<string, string>, fields: Record<string, string> = {}) {
  const body = fileOnly(PNG, 'photo.png', fields)
  const res = await t.app.inject({ method: 'POST', url: path, payload: body.payload, headers: { ...body.headers, ...headers } })
  return res.json() as { code: number; error_code?: string; data: { pic_path: string } | null }
}

const sameOrigin = (m: TestMember) => ({ cookie: `${COOKIE}=${encodeURIComponent(m.token)}`, origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' })

describe("the contract's uploader (the file alone, the login in the client's cookie)", () => {
  it.each(UPLOADS)('%s accepts the logged-in page', async (path) => {
    const m = await newMember(t)
    const res = await upload(path, sameOrigin(m))
    expect(res.code, JSON.stringify(res)).toBe(0)
    expect(res.data!.pic_path).toMatch(/\.png$/)
  })

  it.each(UPLOADS)('%s still refuses a visitor, a dead token and another site', async (path) => {
    const m = await newMember(t)
    expect(await upload(path, {})).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' })
    expect(await upload(path, { ...sameOrigin(m), cookie: `${COOKIE}=not-a-token` })).toMatchObject({ code: -1, error_code: 'TOKEN_ERROR' })
    // a page of another site posting a form to ours: the browser sends the cookie, the request says where it comes from
    expect(await upload(path, { ...sameOrigin(m), 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' })
    expect(await upload(path, { cookie: sameOrigin(m).cookie, origin: 'https://evil.example', host: 'localhost:80' })).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' })
    // the cookie is for uploads only: other calls still take the token from the body
    const info = await t.app.inject({ method: 'POST', url: '/api/member/info', payload: {}, headers: sameOrigin(m) })
    expect(info.json()).toMatchObject({ error_code: 'TOKEN_NOT_EXIST' })
  })
})

describe('uploaded pictures in the sizes $img asks for', () => {
  it.each(UPLOADS)('%s: the picture answers as _small, _mid and _big too', async (path) => {
    const m = await newMember(t)
    const res = await upload(path, {}, { token: m.token })
    expect(res.code).toBe(0)
    const pic = res.data!.pic_path
    for (const size of ['', '_small', '_mid', '_big']) {
      const url = `/${pic.replace(/\.png$/, `${size}.png`)}`
      const got = await t.app.inject({ method: 'GET', url })
      expect(got.statusCode, url).toBe(200)
      expect(got.headers['content-type'], url).toBe('image/png')
      expect(got.rawPayload.equals(PNG), url).toBe(true)
    }
    // a size that $img never asks for, or a name never uploaded: no picture
    for (const url of [`/${pic.replace(/\.png$/, '_huge.png')}`, `/${pic.replace(/[0-9a-f]{6}\.png$/, '000000.png')}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })
})
