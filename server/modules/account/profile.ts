import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from '../../db/index.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { imageKind, isUploadedFile, IMAGE_TYPES, type ImageKind } from '../../http/multipart.ts'

// The profile (reference §6.2): nickname and avatar. An avatar is uploaded first (images only, known
// by their first bytes, at most AVATAR_MAX_BYTES), stored under the data dir as
// upload/headimg/<member>_<random>.<ext> and served at /img/upload/headimg/…; modifyheadimg then
// accepts only a path of the member's own uploads.

export const AVATAR_MAX_BYTES = 1024 * 1024
export const NICKNAME_MAX = 20

const AVATAR_DIR = 'upload/headimg'
/** the path the member stores and the client joins to the image domain */
const AVATAR_PATH = /^img\/upload\/headimg\/(\d{1,10})_([a-f0-9]{16})\.(png|jpg|gif|webp)$/
/** a file name as served, with an optional size suffix the client may ask for (`_mid`) */
const SERVED_FILE = /^(\d{1,10}_[a-f0-9]{16})(?:_(?:small|mid|big))?\.(png|jpg|gif|webp)$/

export async function modifyNickname(db: Database, memberId: number, nickname: string) {
  const name = nickname.trim()
  if (!name) throw errors.param(msg('昵称不能为空', 'The nickname is required'))
  if ([...name].length > NICKNAME_MAX) throw errors.param(msg(`昵称不能超过 ${NICKNAME_MAX} 个字符`, `The nickname must be at most ${NICKNAME_MAX} characters`))
  await db.updateTable('member').set({ nickname: name }).where('member_id', '=', memberId).execute()
  return 1
}

const notAnImage = () =>
  new ApiError('UPLOAD_NOT_IMAGE', msg('只能上传 JPG、PNG、GIF 或 WEBP 图片', 'Only JPG, PNG, GIF or WEBP images can be uploaded'), { code: -10080 })

/** store an uploaded avatar; returns its path (not yet the member's avatar: modifyheadimg makes it so) */
export function saveAvatar(dataDir: string, memberId: number, file: unknown): { pic_path: string } {
  if (!isUploadedFile(file)) throw errors.param(msg('请选择要上传的图片', 'Choose an image to upload'))
  if (file.data.length === 0) throw notAnImage()
  if (file.data.length > AVATAR_MAX_BYTES) {
    throw new ApiError('UPLOAD_TOO_LARGE', msg('图片不能超过 1MB', 'The image must be at most 1 MB'), { code: -10081 })
  }
  const kind = imageKind(file.data)
  if (!kind) throw notAnImage()
  const dir = join(dataDir, AVATAR_DIR)
  mkdirSync(dir, { recursive: true })
  const name = `${memberId}_${randomBytes(8).toString('hex')}.${kind}`
  writeFileSync(join(dir, name), file.data)
  return { pic_path: `img/${AVATAR_DIR}/${name}` }
}

export async function modifyHeadimg(db: Database, dataDir: string, memberId: number, headimg: string) {
  const m = AVATAR_PATH.exec(headimg.trim())
  // only the member's own upload: never a foreign URL (tracking) or another member's file
  if (!m || Number(m[1]) !== memberId || !existsSync(join(dataDir, AVATAR_DIR, `${m[1]}_${m[2]}.${m[3]}`))) {
    throw errors.param(msg('头像图片不存在，请重新上传', 'The avatar image was not found: upload it again'))
  }
  await db.updateTable('member').set({ headimg: headimg.trim() }).where('member_id', '=', memberId).execute()
  return 1
}

/** an uploaded avatar file by its served name, or null */
export function readAvatar(dataDir: string, file: string): { type: string; data: Buffer } | null {
  const m = SERVED_FILE.exec(file)
  if (!m) return null
  const path = join(dataDir, AVATAR_DIR, `${m[1]}.${m[2]}`)
  if (!existsSync(path)) return null
  return { type: IMAGE_TYPES[m[2] as ImageKind], data: readFileSync(path) }
}
