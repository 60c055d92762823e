import { uploadChatImage } from '../../api/chat/upload-chat-image.ts'

// A picture the member picked is shown and queued at once, by a local reference (its object URL);
// the say effect uploads it when its turn comes (chat.actor.ts), so it keeps its place among the
// messages, and a failed upload shows as a failed message with 重发 (the file is kept for that).

const files = new Map<string, File>()
const uploaded = new Map<string, string>()

/** the picture's local reference (a blob: URL the dialog can show) */
export function localPicture(file: File): string {
  const ref = URL.createObjectURL(file)
  files.set(ref, file)
  return ref
}

export const isLocalPicture = (path: string) => path.startsWith('blob:')

/** the pic_path of a local picture (uploaded once; a retry after a failed say reuses it) */
export async function uploadedPath(ref: string): Promise<string> {
  const done = uploaded.get(ref)
  if (done) return done
  const file = files.get(ref)
  if (!file) throw new Error('the picture is gone')
  const path = await uploadChatImage(file)
  uploaded.set(ref, path)
  return path
}
