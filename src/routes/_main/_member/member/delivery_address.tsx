import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { addressListQuery } from '../../../../api/address/get-address-page.ts'
import { AddressBook } from '../../../../features/address/address-book.tsx'
import { loadCatalogs } from '../../../../lib/i18n.ts'
import { Loading } from '../../../../ui/states.tsx'
import { MemberHomeError } from './-components/member-home-error.tsx'

// reference §1.3 / §6.3: the member's delivery addresses
export const Route = createFileRoute('/_main/_member/member/delivery_address')({
  staticData: { title: msg`收货地址` },
  beforeLoad: () => loadCatalogs('checkout'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(addressListQuery()),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: AddressBook,
})
