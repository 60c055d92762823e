import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AppFrame } from './-components/app-frame.tsx'

// the site layout (pathless): the frame with the site header around the shop pages
export const Route = createFileRoute('/_main')({
  component: MainLayout,
})

function MainLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  )
}
