import { loadCatalogs } from '../../../../../lib/i18n.ts'
import { Loading } from '../../../../../ui/states.tsx'
import { MemberHomeError } from './member-home-error.tsx'

// What every order, refund, review and verification route shares: the order catalog, the pending
// and error views. One object spread into each route keeps the first-load route tree small
// (decision 006: every route's own options cost bytes in the home's first load).
export const orderPage = {
  beforeLoad: () => loadCatalogs('order'),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
} as const

