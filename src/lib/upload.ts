import { commonParams, currentClient, settle, transportFailure, type RequestOptions } from './request.ts'

// Kept apart from request.ts so the first load does not carry it: only the profile page uploads.

/**
 * A file upload (reference §6.2 `/api/upload/headimg`): multipart, the file as `file` beside the common
 * params; the answer and its failures are the same as request()'s.
 */
export async function upload<T>(path: string, file: Blob, options: RequestOptions = {}): Promise<T> {
  const common = commonParams()
  const form = new FormData()
  for (const [key, value] of Object.entries(common)) form.append(key, String(value))
  form.append('file', file)
  let body: unknown
  try {
    body = await currentClient()(path, { body: form, signal: options.signal })
  } catch (error) {
    throw transportFailure(error, options)
  }
  return settle<T>(body, options, common.token).data
}
