import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { payInfoQuery } from '../../../features/checkout/api/get-pay-info.ts'
import { PayPage } from '../../../features/checkout/pay/pay-page.tsx'
import { loadCatalogs } from '../../../lib/i18n.ts'
import { field, searchSchema } from '../../../../domain/search-schema.ts'
import { Loading } from '../../../ui/states.tsx'
import { MemberHomeError } from './member/-components/member-home-error.tsx'

// /pay?code=<out_trade_no> (the cashier, reference §1.3 待支付, §3.4); &cancelled=1 when the payer
// cancelled at the gateway (server/modules/pay/gateway.ts sends them back so)
const codeSearch = searchSchema({ code: field.withDefault(field.str(64), ''), cancelled: field.int(1, 1) })

export const Route = createFileRoute('/_main/_member/pay')({
  staticData: { title: msg`待支付` },
  validateSearch: codeSearch,
  beforeLoad: () => loadCatalogs('checkout'),
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context: { queryClient }, deps: { code } }) => queryClient.ensureQueryData(payInfoQuery(code)),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: function PayRoute() {
    const { code, cancelled } = Route.useSearch()
    return <PayPage key={code} code={code} cancelled={cancelled === 1} />
  },
})
