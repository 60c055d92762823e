import { StrictMode, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { i18n } from './lib/i18n.ts'
import type { createAppRouter } from './router.tsx'

/** the app's tree: the same in the browser (main.tsx) and on the server's first screen (first-screen.tsx) */
export function AppTree({ router, queryClient, children }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient; children?: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
      {children}
    </StrictMode>
  )
}
