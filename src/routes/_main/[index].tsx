import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'

export const Route = createFileRoute('/_main/index')({
  staticData: { title: msg`首页`, fullWidth: true },
  component: () => (
    <main>
      <Trans>首页</Trans>
    </main>
  ),
})
