import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { tokenCookie } from '../../lib/token.ts'
import { RegisterPanel } from '../../features/auth/components/register-panel.tsx'
import { stage } from '../../features/auth/components/auth-form.css.ts'
import { safeRedirect } from '../../features/auth/safe-redirect.ts'
import { useAuthPage } from '../../features/auth/use-auth-page.ts'
import { validateRedirectSearch } from '../../features/auth/redirect-search.ts'
import { loadAuthPage } from '../../features/auth/auth-page-loader.ts'

export const Route = createFileRoute('/_auth/register')({
  staticData: { title: msg`注册` },
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ search }) => {
    if (tokenCookie.get()) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  loader: loadAuthPage,
  component: RegisterPage,
})

function RegisterPage() {
  const { redirect: target } = Route.useSearch()
  useAuthPage(target)
  return (
    <div className={stage}>
      <RegisterPanel />
    </div>
  )
}
