import { describe, expect, it } from 'vitest'
import type { MessageDescriptor } from '@lingui/core'
import { ApiFailure, BAD_RESPONSE, NETWORK_ERROR, TIMEOUT } from '../lib/request.ts'
import { errorMessage } from './error-message.ts'

// the identity "translation": the Chinese source text
const t = (d: MessageDescriptor) => d.message ?? d.id

describe('errorMessage', () => {
  it('shows the server message of a failed call', () => {
    expect(errorMessage(new ApiFailure({ code: -1, message: '商品已下架' }), t)).toBe('商品已下架')
  })
  it('turns every TOKEN_* failure into "login error", whatever the server said', () => {
    expect(errorMessage(new ApiFailure({ code: -10, message: 'token过期', error_code: 'TOKEN_EXPIRE' }), t)).toBe('登录错误')
    expect(errorMessage(new ApiFailure({ code: -1, error_code: 'TOKEN_ERROR' }), t)).toBe('登录错误')
  })
  it('has translated fallbacks for network faults', () => {
    expect(errorMessage(new ApiFailure({ code: -1, error_code: NETWORK_ERROR }), t)).toBe('网络连接失败，请检查网络后重试')
    expect(errorMessage(new ApiFailure({ code: -1, error_code: TIMEOUT }), t)).toBe('请求超时，请稍后重试')
    expect(errorMessage(new ApiFailure({ code: -1, error_code: BAD_RESPONSE }), t)).toBe('服务器返回了无法识别的数据')
  })
  it('falls back to a generic message for anything else', () => {
    expect(errorMessage(new Error('boom'), t)).toBe('操作失败，请稍后重试')
    expect(errorMessage(new ApiFailure({ code: -1 }), t)).toBe('操作失败，请稍后重试')
    expect(errorMessage(undefined, t)).toBe('操作失败，请稍后重试')
  })
})
