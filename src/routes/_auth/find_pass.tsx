import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { tokenCookie } from '../../lib/token.ts'
import { FindPasswordPanel } from '../../features/auth/components/find-password-panel.tsx'
import { stage } from '../../features/auth/components/auth-form.css.ts'
import { useAuthPage } from '../../features/auth/use-auth-page.ts'
import { loadAuthPage } from '../../features/auth/auth-page-loader.ts'

export const Route = createFileRoute('/_auth/find_pass')({
  staticData: { title: msg`找回密码` },
  // a logged-in member changes the password in account security, not here
  beforeLoad: () => {
    if (tokenCookie.get()) throw redirect({ to: '/index', replace: true })
  },
  loader: loadAuthPage,
  component: FindPasswordPage,
})

function FindPasswordPage() {
  useAuthPage(undefined)
  return (
    <div className={stage}>
      <FindPasswordPanel />
    </div>
  )
}
