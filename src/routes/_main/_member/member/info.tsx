import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { InfoPage } from '../../../../features/account/profile/info-page.tsx'

// reference §1.3 / §6.2: the profile
export const Route = createFileRoute('/_main/_member/member/info')({
  staticData: { title: msg`个人资料` },
  component: InfoPage,
})
