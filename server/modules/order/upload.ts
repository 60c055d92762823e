import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { ApiError, failure, msg } from '../../http/envelope.ts'
import { langOf } from '../../http/route.ts'
import { withoutSizeSuffix } from '../../http/multipart.ts'
import { api } from '../../http/route.ts'
import { rateLimit } from '../../http/rate-limit.ts'

// /api/upload/evaluateimg: review pictures. Multipart (field `file`, like the reference's uploader),
// an image by its first bytes (JPEG, PNG, GIF, WebP — never by its name or declared type), at most
// 2 MB, stored under DATA_DIR/upload/evaluate/ with a random name and answered as a relative path
// (`upload/evaluate/<name>`) that the client prefixes with imgDomain like every other image;
// GET /upload/evaluate/<name>[_small|_mid|_big].<ext> serves it back (one file for every size).

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
export const UPLOAD_PATH = /^upload\/evaluate\/[0-9]{8}_[0-9a-f]{24}\.(jpg|png|gif|webp)$/
const FILE_NAME = /^[0-9]{8}_[0-9a-f]{24}\.(jpg|png|gif|webp)$/
const TYPES = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const

/** the image kind from the file's first bytes, or null */
export function imageKind(b: Buffer): keyof typeof TYPES | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg'
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b.length >= 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif'
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}

interface Part {
  name: string
  filename?: string
  data: Buffer
}

/** a multipart/form-data body's parts (null when it is not one) */
export function parseMultipart(body: Buffer, contentType: string): Part[] | null {
  const m = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType)
  const boundary = m?.[1] ?? m?.[2]
  if (!boundary) return null
  const delimiter = Buffer.from(`--${boundary}`)
  const parts: Part[] = []
  let pos = body.indexOf(delimiter)
  if (pos < 0) return null
  while (pos >= 0 && parts.length < 20) {
    const start = pos + delimiter.length
    if (body.subarray(start, start + 2).toString() === '--') break
    const next = body.indexOf(delimiter, start)
    if (next < 0) break
    const chunk = body.subarray(start + 2, next - 2) // after CRLF, before the CRLF that precedes the next delimiter
    const headEnd = chunk.indexOf('\r\n\r\n')
    if (headEnd >= 0) {
      const head = chunk.subarray(0, headEnd).toString('utf8')
      const name = /name="([^"]{0,100})"/i.exec(head)?.[1]
      const filename = /filename="([^"]{0,255})"/i.exec(head)?.[1]
      if (name !== undefined) parts.push({ name, filename, data: chunk.subarray(headEnd + 4) })
    }
    pos = next
  }
  return parts
}

const day = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 10).replaceAll('-', '')
const uploadError = (zh: string, en: string) => new ApiError('UPLOAD_ERROR', msg(zh, en), { code: -10110 })

export function registerUpload(app: FastifyInstance) {
  // the multipart parser lives in this plugin only: no other endpoint takes multipart bodies
  void app.register(async (scope) => {
    // merge of issue 9 and 11: the app-wide parser (server/http/multipart.ts) gives the same shape
    // ({filename, data} for a file, strings for text); Fastify refuses a second one in a child scope
    if (!scope.hasContentTypeParser('multipart/form-data')) scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES + 64 * 1024 }, (req, body, done) => {
      const parts = parseMultipart(body as Buffer, String(req.headers['content-type'] ?? ''))
      if (!parts) return done(new ApiError('PARAMETER_ERROR', msg('请求体不是合法的表单', 'The request body is not a valid form'), { httpStatus: 400 }), undefined)
      const fields: Record<string, unknown> = {}
      for (const p of parts) {
        if (p.filename !== undefined) fields[p.name] = { filename: p.filename, data: p.data }
        else if (p.data.length <= 1000) fields[p.name] = p.data.toString('utf8')
      }
      done(null, fields)
    })

    api(scope, '/api/upload/evaluateimg', { auth: 'required', uploadCookie: true }, async (ctx) => {
      const body = (ctx.req.body ?? {}) as Record<string, unknown>
      const file = body.file as { data?: unknown } | undefined
      if (!file || !Buffer.isBuffer(file.data) || file.data.length === 0) throw uploadError('请选择要上传的图片', 'Choose an image to upload')
      if (file.data.length > MAX_IMAGE_BYTES) throw uploadError('图片不能超过 2 MB', 'The image must be 2 MB or smaller')
      const kind = imageKind(file.data)
      if (!kind) throw uploadError('只能上传 JPG、PNG、GIF 或 WebP 图片', 'Only JPG, PNG, GIF or WebP images can be uploaded')
      const now = ctx.deps.clock.now()
      await rateLimit(ctx.deps.db, now, [{ scope: 'upload:evaluate', subject: String(ctx.memberId), max: 60, window: 3600 }], msg('上传太频繁，请稍后再试', 'Too many uploads: try again later'))
      const name = `${day(now)}_${randomBytes(12).toString('hex')}.${kind}`
      const dir = join(ctx.deps.config.dataDir, 'upload', 'evaluate')
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, name), file.data, { flag: 'wx' })
      return { pic_path: `upload/evaluate/${name}` }
    })
  })

  app.get<{ Params: { file: string } }>('/upload/evaluate/:file', async (req, reply) => {
    const name = withoutSizeSuffix(req.params.file)
    const kind = FILE_NAME.exec(name)?.[1] as keyof typeof TYPES | undefined
    let data: Buffer | null = null
    if (kind) data = await readFile(join(app.deps.config.dataDir, 'upload', 'evaluate', name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null
      throw err
    })
    if (!kind || !data) {
      return reply.status(404).header('cache-control', 'no-cache').send(failure(new ApiError('NOT_FOUND', msg('图片不存在', 'No such image')), langOf(req, {}), app.deps.clock))
    }
    // random names never change content: cached for long; nosniff so it is only ever an image
    return reply.type(TYPES[kind]).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(data)
  })
}
