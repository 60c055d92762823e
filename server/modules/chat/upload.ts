import { randomBytes } from 'node:crypto'
import { access, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError, errors, failure, msg } from '../../http/envelope.ts'
import { langOf } from '../../http/route.ts'
import type { Clock } from '../../clock.ts'

// Chat images (/api/upload/chatimg, the agent's upload/upload): one multipart file, an image by its
// first bytes (the name and the declared type are not trusted), at most MAX_IMAGE bytes, stored under
// DATA_DIR/upload/chat/<YYYYMMDD>/<random>.<ext> and answered as the relative `pic_path` the client
// sends back as an image message. Served at /upload/chat/… with the type its bytes say.

export const MAX_IMAGE = 2 * 1024 * 1024
/** multipart overhead on top of the file */
const BODY_LIMIT = MAX_IMAGE + 64 * 1024

const TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const
type Ext = keyof typeof TYPES

/** the image kind of these bytes, or null: PNG, JPEG, GIF, WebP only (no SVG: it can carry script) */
export function imageKind(b: Buffer): Ext | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg'
  if (b.length >= 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif'
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}

export interface UploadedFile {
  field: string
  filename: string
  data: Buffer
}

/** a multipart/form-data body: its text fields and its files */
export function parseMultipart(body: Buffer, contentType: string): { fields: Record<string, string>; files: UploadedFile[] } {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const boundary = m?.[1] ?? m?.[2]
  if (!boundary) throw errors.param(msg('上传格式不正确', 'Not a multipart upload'))
  const delimiter = Buffer.from(`--${boundary}`)
  const fields: Record<string, string> = {}
  const files: UploadedFile[] = []
  let pos = body.indexOf(delimiter)
  while (pos !== -1) {
    const start = pos + delimiter.length
    if (body.subarray(start, start + 2).toString() === '--') break
    const next = body.indexOf(delimiter, start)
    if (next === -1) break
    const part = body.subarray(start + 2, next - 2) // after CRLF, before CRLF
    const headerEnd = part.indexOf('\r\n\r\n')
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8')
      const data = part.subarray(headerEnd + 4)
      const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? ''
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1]
      if (filename !== undefined) files.push({ field: name, filename, data })
      else if (name && Object.keys(fields).length < 20) fields[name] = data.toString('utf8').slice(0, 1000)
    }
    pos = next
    if (files.length > 2) break
  }
  return { fields, files }
}

const FILE_KEY = Symbol('upload')
/** the file a multipart request carried (set by the content parser of registerUploads) */
export const fileOf = (req: FastifyRequest): UploadedFile | undefined => (req.body as { [FILE_KEY]?: UploadedFile } | undefined)?.[FILE_KEY]

/** multipart parsing for the upload routes only (encapsulated: other routes still refuse multipart) */
export function multipartParser(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (req, body, done) => {
    try {
      const { fields, files } = parseMultipart(body as Buffer, String(req.headers['content-type'] ?? ''))
      const file = files.find((f) => f.field === 'file') ?? files[0]
      done(null, Object.assign(Object.create(null) as object, fields, file ? { [FILE_KEY]: file } : {}))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
}

const pad = (n: number) => String(n).padStart(2, '0')

/** check and store the image; answers its relative path */
export async function storeChatImage(dataDir: string, file: UploadedFile | undefined, clock: Clock): Promise<{ pic_path: string }> {
  if (!file || !file.data.length) throw errors.param(msg('请选择要上传的图片', 'Choose an image to upload'))
  if (file.data.length > MAX_IMAGE) throw errors.param(msg('图片不能超过 2MB', 'The image must not exceed 2 MB'))
  const ext = imageKind(file.data)
  if (!ext) throw errors.param(msg('只能上传 PNG、JPG、GIF、WebP 图片', 'Only PNG, JPG, GIF or WebP images can be uploaded'))
  const d = new Date(clock.nowMs() + 8 * 3600 * 1000)
  const day = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`
  const name = `${randomBytes(16).toString('hex')}.${ext}`
  const dir = join(dataDir, 'upload', 'chat', day)
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, name), file.data, { mode: 0o644 })
  return { pic_path: `upload/chat/${day}/${name}` }
}

/** GET /upload/chat/<day>/<file>: a stored chat image, typed by its bytes */
export function serveChatImages(app: FastifyInstance) {
  app.get<{ Params: { day: string; file: string } }>('/upload/chat/:day/:file', async (req, reply) => {
    const { day, file } = req.params
    const ok = /^\d{8}$/.test(day) && /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(file)
    const data = ok ? await readFile(join(app.deps.config.dataDir, 'upload', 'chat', day, file)).catch(() => null) : null
    const kind = data && imageKind(data)
    if (!data || !kind) {
      return reply.status(404).send(failure(new ApiError('NOT_FOUND', msg('图片不存在', 'No such image')), langOf(req, {}), app.deps.clock))
    }
    return reply.type(TYPES[kind]).header('cache-control', 'public, max-age=31536000, immutable').send(data)
  })
}

/** does the stored image exist (an image message names one) */
export async function chatImageExists(dataDir: string, path: string): Promise<boolean> {
  return access(join(dataDir, path)).then(
    () => true,
    () => false,
  )
}
