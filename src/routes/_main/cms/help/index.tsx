import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { helpClassesQuery } from '../../../../api/cms/get-help-classes.ts'
import { HelpOverview } from '../../../../features/cms/components/help-overview.tsx'
import { Crumbs } from '../../../../features/cms/components/crumbs.tsx'

export const Route = createFileRoute('/_main/cms/help/')({
  component: HelpIndex,
})

function HelpIndex() {
  const { data: classes } = useSuspenseQuery(helpClassesQuery())
  return (
    <>
      <Crumbs current={<Trans>帮助中心</Trans>} />
      <HelpOverview classes={classes} />
    </>
  )
}
