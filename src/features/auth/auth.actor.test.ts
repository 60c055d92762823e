// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { waitFor } from 'xstate'
import { setRequestClient, type Transport } from '../../lib/request.ts'
import { tokenCookie } from '../../lib/token.ts'
import { cartCountQuery } from '../../api/cart/get-cart-count.ts'
import { createAuthActor } from './auth.actor.ts'

// The server of these tests: B logs in with the token 'token-b'; every member call answers.
const envelope = (data: unknown) => ({ code: 0, message: '操作成功', data, timestamp: 1 })
const server: Transport = async (path) => {
  if (path === '/api/login/login') return envelope({ token: 'token-b' })
  if (path === '/api/member/detail') return envelope({ member_id: 2, username: 'b', nickname: 'b' })
  return envelope(null)
}

beforeEach(() => {
  localStorage.clear()
  tokenCookie.remove()
  setRequestClient(server)
})
afterEach(() => {
  setRequestClient(undefined)
  tokenCookie.remove()
})

// Met in the loaded run (session.spec): after A logged out, B logged in on the same page and the
// header said 0 items — B has 1. While A's logout ran, the header still counted as logged in and asked
// for the count again, now without a token: the visitor's 0 landed in the member's cache, and B's
// login found it fresh.
it('a login starts from no member answers: what was cached before it (a visitor’s cart count) is not the new member’s', async () => {
  const queryClient = new QueryClient()
  const auth = createAuthActor(queryClient)
  auth.start()
  await waitFor(auth, (s) => s.matches('loggedOut'))
  queryClient.setQueryData(cartCountQuery().queryKey, 0)

  auth.send({ type: 'login.account', username: 'b', password: 'abc12345', captcha_id: '', captcha_code: '', autoLoginRange: 0 })
  await waitFor(auth, (s) => s.matches('loggedIn'))

  expect(tokenCookie.get()).toBe('token-b')
  expect(queryClient.getQueryData(cartCountQuery().queryKey)).toBeUndefined()
  auth.stop()
})
