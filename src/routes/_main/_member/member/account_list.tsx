import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountListPage } from '../../../../features/account/wallet/account-list-page.tsx'
import { backSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: the withdrawal accounts (?back=apply_withdrawal: choosing one goes back)
export const Route = createFileRoute('/_main/_member/member/account_list')({
  staticData: { title: msg`账户列表` },
  validateSearch: backSearch,
  component: function AccountListRoute() {
    const { back } = Route.useSearch()
    return <AccountListPage back={back} />
  },
})
