import { config } from '../../lib/config.ts'
import { ApiFailure, commonParams } from '../../lib/request.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

/**
 * The chat image upload (`/api/upload/chatimg`, multipart field `file`; images only, ≤ 2 MB, checked
 * by content on the server) → the pic_path an image message carries. `token` overrides the member's
 * (the agent console passes its own).
 */
export async function uploadChatImage(file: File, path = '/api/upload/chatimg', token?: string): Promise<string> {
  const form = new FormData()
  for (const [k, v] of Object.entries({ ...commonParams(), ...(token ? { token } : {}) })) form.set(k, String(v))
  form.set('file', file)
  let body: { code?: number; message?: string; error_code?: string; data?: { pic_path?: string } }
  try {
    const res = await fetch(`${config.baseUrl}${path}`, { method: 'POST', body: form, headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    body = (await res.json()) as typeof body
  } catch {
    throw new ApiFailure({ code: -1, error_code: 'NETWORK_ERROR' })
  }
  if (body.code !== 0 || !body.data?.pic_path) throw new ApiFailure({ code: body.code ?? -1, message: body.message, error_code: body.error_code })
  return body.data.pic_path
}
