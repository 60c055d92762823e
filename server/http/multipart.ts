import type { FastifyInstance } from 'fastify'
import { ApiError, msg } from './envelope.ts'

// multipart/form-data bodies (file uploads: the avatar). Parsed in memory under a bound: text fields
// become strings, file parts an UploadedFile under their field name, so the params of `api()` see the
// text fields like a JSON body's and a handler reads its file from them.

/** the largest multipart body accepted (the endpoints' own limits are smaller) */
export const MULTIPART_BODY_LIMIT = 4 * 1024 * 1024
const MAX_PARTS = 20

export interface UploadedFile {
  filename: string
  mimetype: string
  data: Buffer
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).data) && typeof (v as UploadedFile).filename === 'string'

const bad = () => new ApiError('PARAMETER_ERROR', msg('上传的表单格式不正确', 'The uploaded form is malformed'), { httpStatus: 400 })

function boundaryOf(contentType: string): string {
  const m = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType)
  const b = m?.[1] ?? m?.[2]
  if (!b) throw bad()
  return b
}

/** parse a whole multipart body: fields by name (the first of a repeated name wins) */
export function parseMultipart(body: Buffer, contentType: string): Record<string, string | UploadedFile> {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`)
  const out: Record<string, string | UploadedFile> = Object.create(null)
  let pos = body.indexOf(delimiter)
  if (pos < 0) throw bad()
  let parts = 0
  for (;;) {
    pos += delimiter.length
    // "--" after a delimiter ends the body
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) break
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw bad()
    pos += 2
    const headerEnd = body.indexOf('\r\n\r\n', pos)
    if (headerEnd < 0) throw bad()
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4)
    if (next < 0) throw bad()
    if (++parts > MAX_PARTS) throw bad()
    const headers = body.subarray(pos, headerEnd).toString('utf8')
    const content = body.subarray(headerEnd + 4, next)
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? ''
    const name = /\bname="([^"]{1,100})"/i.exec(disposition)?.[1]
    const filename = /\bfilename="([^"]{0,255})"/i.exec(disposition)?.[1]
    if (!name) throw bad()
    if (!(name in out)) {
      out[name] =
        filename === undefined
          ? content.toString('utf8')
          : { filename, mimetype: (/content-type:\s*([^\r\n;]{1,100})/i.exec(headers)?.[1] ?? '').trim(), data: Buffer.from(content) }
    }
    pos = next + 2
  }
  return out
}

/**
 * Accept multipart bodies on the routes of this (encapsulated) scope only: register the upload
 * routes inside `app.register(async (scope) => { acceptMultipart(scope, limit); api(scope, …) })`,
 * so every other endpoint still refuses multipart (415) and other modules may have their own.
 */
export function acceptMultipart(scope: FastifyInstance, bodyLimit = MULTIPART_BODY_LIMIT) {
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (req, body, done) => {
    try {
      done(null, parseMultipart(body as Buffer, String(req.headers['content-type'] ?? '')))
    } catch (err) {
      done(err as Error, undefined)
    }
  })
}

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp'

/** the image type a file's first bytes say it is (never its name or claimed type), or null */
export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg'
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif'
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}

export const IMAGE_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' }

/**
 * An uploaded picture's served name without the size `$img(path, {size})` inserts before the extension
 * (reference §4.1: `_small|_mid|_big`): an upload is stored once and answers every size with that file,
 * as the catalogue's pictures answer theirs.
 */
export const withoutSizeSuffix = (file: string) => file.replace(/_(?:small|mid|big)(?=\.[a-z]{3,4}$)/, '')
