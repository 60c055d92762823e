import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AppFrame } from './-components/app-frame.tsx'
import { NotFoundInFrame } from '../features/layout/components/not-found-page.tsx'
import { missingThing } from '../lib/route-not-found.ts'

// the site layout (pathless): the frame with the site header around the shop pages
export const Route = createFileRoute('/_main')({
  component: MainLayout,
  // a goods, shop or article that does not exist (a child loader's notFound): the frame stays
  notFoundComponent: ({ data }) => (
    <AppFrame>
      <NotFoundInFrame what={missingThing(data)} />
    </AppFrame>
  ),
})

function MainLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  )
}
