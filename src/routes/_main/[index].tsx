import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { HomeWelcome } from '../../features/layout/components/home-welcome.tsx'

// the home page: the frame with the category menu open; the home floors come with the catalog work
export const Route = createFileRoute('/_main/index')({
  staticData: { title: msg`首页`, fullWidth: true },
  component: HomeWelcome,
})
