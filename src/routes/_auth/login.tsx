import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { tokenCookie } from '../../lib/token.ts'
import { LoginPanel } from '../../features/auth/components/login-panel.tsx'
import { LoginAdvert } from '../../features/auth/components/login-advert.tsx'
import { stage } from '../../features/auth/components/auth-form.css.ts'
import { safeRedirect } from '../../features/auth/safe-redirect.ts'
import { useAuthPage } from '../../features/auth/use-auth-page.ts'
import { validateRedirectSearch } from '../../features/auth/redirect-search.ts'
import { loadAuthPage } from '../../features/auth/auth-page-loader.ts'

export const Route = createFileRoute('/_auth/login')({
  staticData: { title: msg`登录` },
  validateSearch: validateRedirectSearch,
  // a member who is already logged in goes straight on
  beforeLoad: ({ search }) => {
    if (tokenCookie.get()) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  loader: loadAuthPage,
  component: LoginPage,
})

function LoginPage() {
  const { redirect: target } = Route.useSearch()
  useAuthPage(target)
  return (
    <div className={stage}>
      <LoginAdvert />
      <LoginPanel />
    </div>
  )
}
