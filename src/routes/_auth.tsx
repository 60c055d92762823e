import { createFileRoute, Outlet } from '@tanstack/react-router'
import { vars } from '../ui/theme/tokens.css.ts'
import { Container } from '../ui/container.tsx'
import { SiteLogo } from '../features/layout/components/site-logo.tsx'
import { CopyrightBar } from '../features/layout/components/copyright-bar.tsx'
import * as css from './_auth/-components/auth-layout.css.ts'
import { loadCatalogs } from '../lib/i18n.ts'

// the auth layout (spec §2): full width, white, a logo-only header and the copyright footer
export const Route = createFileRoute('/_auth')({
  // this page's messages (lingui domain 'account') before it renders
  beforeLoad: () => loadCatalogs('account', 'frame'),
  staticData: { fullWidth: true, background: vars.color.surface },
  component: AuthLayout,
})

function AuthLayout() {
  return (
    <div className={css.page}>
      <header className={css.header}>
        <Container className={css.headerInner}>
          <SiteLogo />
        </Container>
      </header>
      <main id="main" className={css.main}>
        <Container>
          <Outlet />
        </Container>
      </main>
      <footer className={css.footer}>
        <CopyrightBar />
      </footer>
    </div>
  )
}

