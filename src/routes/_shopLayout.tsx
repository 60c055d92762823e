import { createFileRoute, Outlet } from '@tanstack/react-router'

// SHELL: the shop layout (shop header with its own category tree) comes with the catalog UI work
export const Route = createFileRoute('/_shopLayout')({
  component: () => <Outlet />,
})
