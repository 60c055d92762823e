import { ofetch } from 'ofetch'
import { config } from '../../lib/config.ts'
import { ApiFailure, BAD_RESPONSE, commonParams, NETWORK_ERROR, type Envelope } from '../../lib/request.ts'

// An image upload (reference: `{baseUrl}/api/upload/<kind>` as multipart, field `file`, answering
// `data.pic_path`): review images now (evaluateimg), others may reuse it (headimg, chatimg).

export async function uploadImage(path: string, file: File): Promise<string> {
  const form = new FormData()
  for (const [key, value] of Object.entries(commonParams())) form.append(key, String(value))
  form.append('file', file)
  let body: Envelope<{ pic_path: string }>
  try {
    body = await ofetch<Envelope<{ pic_path: string }>>(path, { baseURL: config.baseUrl || '/', method: 'POST', body: form, ignoreResponseError: true, retry: 0 })
  } catch {
    throw new ApiFailure({ code: -1, error_code: NETWORK_ERROR })
  }
  if (typeof body?.code !== 'number') throw new ApiFailure({ code: -1, error_code: BAD_RESPONSE })
  if (body.code !== 0) throw new ApiFailure(body)
  return body.data.pic_path
}
