import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ApplyWithdrawalPage } from '../../../../features/account/wallet/apply-withdrawal-page.tsx'

// reference §1.3 / §6.4: apply for a withdrawal from the withdrawable bucket
export const Route = createFileRoute('/_main/_member/member/apply_withdrawal')({
  staticData: { title: msg`余额提现` },
  component: ApplyWithdrawalPage,
})
