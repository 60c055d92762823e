import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiFailure, BAD_RESPONSE, NETWORK_ERROR, TIMEOUT } from '../lib/request.ts'

/** a translate function: `useLingui().t` (macro) or `i18n._` */
export type Translate = (descriptor: MessageDescriptor) => string

/**
 * What to tell people when something failed (spec §8): the server's own message when it sent one,
 * "login error" for any TOKEN_* failure, a translated fallback for network faults and the unknown.
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiFailure) {
    if (error.isAuthError) return t(msg`登录错误`)
    if (error.errorCode === TIMEOUT) return t(msg`请求超时，请稍后重试`)
    if (error.errorCode === NETWORK_ERROR) return t(msg`网络连接失败，请检查网络后重试`)
    if (error.errorCode === BAD_RESPONSE) return t(msg`服务器返回了无法识别的数据`)
    if (error.serverMessage) return error.serverMessage
  }
  // a page's code that did not load (offline, or a chunk gone after a new build)
  if (error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)) {
    return t(msg`页面加载失败，请检查网络后重试`)
  }
  return t(msg`操作失败，请稍后重试`)
}
