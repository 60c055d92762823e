import { upload } from '../../lib/upload.ts'

// reference §6.2: an image goes to /api/upload/<kind> as multipart `file`; the answer is its path,
// which the following write (modifyheadimg…) carries.

/** the images the server takes (checked again there, by content) */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
/** the avatar size limit the server applies */
export const HEADIMG_MAX_BYTES = 2 * 1024 * 1024

export const uploadHeadimg = async (file: File) => (await upload<{ pic_path: string }>('/api/upload/headimg', file, { forceLogin: true })).pic_path
