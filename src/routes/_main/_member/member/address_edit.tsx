import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { addressInfoQuery } from '../../../../features/address/api/get-address-info.ts'
import { addressListQuery } from '../../../../api/address/get-address-page.ts'
import { AddressForm } from '../../../../features/address/address-form.tsx'
import * as css from '../../../../features/address/address-form.css.ts'
import { loadCatalogs } from '../../../../lib/i18n.ts'
import { field, searchSchema } from '../../../../../domain/search-schema.ts'
import { Loading } from '../../../../ui/states.tsx'
import { MemberHomeError } from './-components/member-home-error.tsx'

// reference §1.3: /member/address_edit?id= edits that address; without id it adds one
const idSearch = searchSchema({ id: field.int(1, 2_147_483_647) })

export const Route = createFileRoute('/_main/_member/member/address_edit')({
  staticData: { title: msg`编辑收货地址` },
  validateSearch: idSearch,
  beforeLoad: () => loadCatalogs('checkout'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps: { id } }) => (id ? queryClient.ensureQueryData(addressInfoQuery(id)) : null),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: AddressEditPage,
})

function AddressEditPage() {
  const { id } = Route.useSearch()
  return id ? <EditAddress id={id} /> : <Shell address={undefined} />
}

function EditAddress({ id }: { id: number }) {
  const { data } = useSuspenseQuery(addressInfoQuery(id))
  return <Shell address={data} />
}

function Shell({ address }: { address: Parameters<typeof AddressForm>[0]['address'] }) {
  const navigate = useNavigate()
  // the first address always becomes the default
  const list = useQuery(addressListQuery())
  const back = () => void navigate({ to: '/member/delivery_address' })
  return (
    <section className={css.panel} aria-labelledby="address-edit-title">
      <div className={css.toolbar}>
        <h1 id="address-edit-title" className={css.pageTitle}>
          {address ? <Trans>编辑收货地址</Trans> : <Trans>新增收货地址</Trans>}
        </h1>
      </div>
      <AddressForm key={address?.id ?? 'new'} address={address} forceDefault={!address && list.data?.length === 0} onSaved={back} onCancel={back} />
    </section>
  )
}
