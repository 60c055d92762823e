import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ClosedPage } from '../features/layout/components/closed-page.tsx'
import { loadCatalogs } from '../lib/i18n.ts'

export const Route = createFileRoute('/closed')({
  beforeLoad: () => loadCatalogs('frame'),
  staticData: { title: msg`网站维护` },
  component: ClosedPage,
})
