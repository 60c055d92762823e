import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { bankAccountQuery } from '../../../../features/account/api/get-bank-account.ts'
import { bankAccountsQuery } from '../../../../features/account/api/get-bank-accounts.ts'
import { AccountEditPage } from '../../../../features/account/wallet/account-edit-page.tsx'
import { Loading, ErrorState } from '../../../../ui/states.tsx'
import { backSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: /member/account_edit?id= edits that account; without id it adds one
export const Route = createFileRoute('/_main/_member/member/account_edit')({
  staticData: { title: msg`编辑账户` },
  validateSearch: backSearch,
  component: function AccountEditRoute() {
    const { id, back } = Route.useSearch()
    const list = useQuery(bankAccountsQuery())
    const one = useQuery({ ...bankAccountQuery(id ?? 0), enabled: Boolean(id) })
    const failed = list.error ?? one.error
    if (failed) return <ErrorState error={failed} onRetry={() => void (list.isError ? list.refetch() : one.refetch())} />
    if (list.isPending || (id && one.isPending)) return <Loading />
    // the first account always becomes the default
    return <AccountEditPage key={id ?? 'new'} account={id ? one.data : undefined} back={back} forceDefault={!id && list.data?.length === 0} />
  },
})
