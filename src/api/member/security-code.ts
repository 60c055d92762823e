// Account security writes (reference §6.2). Codes go out after a picture captcha; each send answers
// the `key` that the following write carries with the code.

export interface CaptchaAnswer {
  captcha_id: string
  captcha_code: string
}

/** the contract answers `{key}`; some builds answer the key itself */
export function keyOf(data: { key: string } | string): string {
  return typeof data === 'string' ? data : data.key
}
