import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { SigninPage } from '../../../../features/account/points/signin-page.tsx'

// reference §1.3 / §6.5: daily sign-in (the reference's page was a stub)
export const Route = createFileRoute('/_main/_member/member/signin')({
  staticData: { title: msg`会员签到` },
  component: SigninPage,
})
