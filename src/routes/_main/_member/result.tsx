import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { payInfoQuery } from '../../../features/checkout/api/get-pay-info.ts'
import { ResultPage } from '../../../features/checkout/pay/result-page.tsx'
import { loadCatalogs } from '../../../lib/i18n.ts'
import { field, searchSchema } from '../../../../domain/search-schema.ts'
import { Loading } from '../../../ui/states.tsx'
import { MemberHomeError } from './member/-components/member-home-error.tsx'

// /result?code=<out_trade_no> (reference §1.3 支付结果, §3.4): read fresh each visit (the gateway just changed it)
const codeSearch = searchSchema({ code: field.withDefault(field.str(64), '') })

export const Route = createFileRoute('/_main/_member/result')({
  staticData: { title: msg`支付结果` },
  validateSearch: codeSearch,
  beforeLoad: () => loadCatalogs('checkout'),
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context: { queryClient }, deps: { code } }) => queryClient.fetchQuery({ ...payInfoQuery(code), staleTime: 0 }),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: function ResultRoute() {
    const { code } = Route.useSearch()
    return <ResultPage code={code} />
  },
})
