import type { QueryClient } from '@tanstack/react-query'
import { captchaConfigQuery } from '../../api/captcha/get-captcha-config.ts'
import { auth } from './auth-runtime.ts'

/**
 * The loader of the login, register and find-password pages: the login flow's machine (not in the
 * first-load bundle) and the captcha switch, so the form renders knowing whether it asks for a
 * captcha (useCaptchaOn).
 */
export async function loadAuthPage({ context: { queryClient } }: { context: { queryClient: QueryClient } }) {
  await Promise.all([auth.load(), queryClient.ensureQueryData(captchaConfigQuery())])
}
