import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { LevelPage } from '../../../../features/account/points/level-page.tsx'

// reference §1.3 / §6.5: the member level (the reference's page was a stub)
export const Route = createFileRoute('/_main/_member/member/level')({
  staticData: { title: msg`我的等级` },
  component: LevelPage,
})
