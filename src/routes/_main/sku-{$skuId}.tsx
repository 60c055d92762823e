import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

// SHELL: the catalog UI work fills in this page (issue 3)
export const Route = createFileRoute('/_main/sku-{$skuId}')({
  staticData: { title: msg`商品详情`, background: '#ffffff' },
  component: () => <main />,
})
