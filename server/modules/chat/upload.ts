import { randomBytes } from 'node:crypto'
import { access, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError, errors, failure, msg } from '../../http/envelope.ts'
import { acceptMultipart, IMAGE_TYPES, imageKind, isUploadedFile, withoutSizeSuffix, type UploadedFile } from '../../http/multipart.ts'
import { langOf } from '../../http/route.ts'
import type { Clock } from '../../clock.ts'

// Chat images (/api/upload/chatimg, the agent's upload/upload): one multipart file, an image by its
// first bytes (the name and the declared type are not trusted), at most MAX_IMAGE bytes, stored under
// DATA_DIR/upload/chat/<YYYYMMDD>/<random>.<ext> and answered as the relative `pic_path` the client
// sends back as an image message. Served at /upload/chat/… with the type its bytes say, in every size.

export const MAX_IMAGE = 2 * 1024 * 1024
/** multipart overhead on top of the file */
const BODY_LIMIT = MAX_IMAGE + 64 * 1024

/** the uploaded `file` part of a multipart request (server/http/multipart.ts parsed it) */
export const fileOf = (req: FastifyRequest): UploadedFile | undefined => {
  const file = (req.body as Record<string, unknown> | undefined)?.file
  return isUploadedFile(file) ? file : undefined
}

/** multipart parsing for the upload routes only (encapsulated: other routes still refuse multipart) */
export const multipartParser = (scope: FastifyInstance) => acceptMultipart(scope, BODY_LIMIT)

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

/** GET /upload/chat/<day>/<file>[_small|_mid|_big].<ext>: a stored chat image (one file for every size), typed by its bytes */
export function serveChatImages(app: FastifyInstance) {
  app.get<{ Params: { day: string; file: string } }>('/upload/chat/:day/:file', async (req, reply) => {
    const { day } = req.params
    const file = withoutSizeSuffix(req.params.file)
    const ok = /^\d{8}$/.test(day) && /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(file)
    const data = ok ? await readFile(join(app.deps.config.dataDir, 'upload', 'chat', day, file)).catch(() => null) : null
    const kind = data && imageKind(data)
    if (!data || !kind) {
      return reply.status(404).send(failure(new ApiError('NOT_FOUND', msg('图片不存在', 'No such image')), langOf(req, {}), app.deps.clock))
    }
    return reply.type(IMAGE_TYPES[kind]).header('cache-control', 'public, max-age=31536000, immutable').send(data)
  })
}

/** the `pic_path` storeChatImage answers: nothing else is ever looked up on disk */
export const CHAT_IMAGE_PATH = /^upload\/chat\/(\d{8})\/([0-9a-f]{32}\.(?:png|jpg|gif|webp))$/

/**
 * is this the path of a stored chat image (an image message names one)? A path not of that form is
 * refused before any file is looked up, so the answer never tells whether some other file exists.
 */
export async function chatImageExists(dataDir: string, path: string): Promise<boolean> {
  const m = CHAT_IMAGE_PATH.exec(path)
  if (!m) return false
  return access(join(dataDir, 'upload', 'chat', m[1]!, m[2]!)).then(
    () => true,
    () => false,
  )
}
