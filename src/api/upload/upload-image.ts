import { upload } from '../../lib/upload.ts'

// reference §6.2: an image goes to /api/upload/<kind> as multipart `file`; the answer is its path,
// which the following write (modifyheadimg, goodsevaluate/add…) carries.

/** the images the server takes (checked again there, by content) */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
/** the avatar size limit the server applies */
export const HEADIMG_MAX_BYTES = 2 * 1024 * 1024

/** an image to `/api/upload/<kind>` (evaluateimg, chatimg…) → its `pic_path` */
export const uploadImage = async (path: string, file: File) => (await upload<{ pic_path: string }>(path, file, { forceLogin: true })).pic_path

export const uploadHeadimg = (file: File) => uploadImage('/api/upload/headimg', file)
