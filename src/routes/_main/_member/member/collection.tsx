import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CollectionPage } from '../../../../features/account/favourites/collection-page.tsx'
import { field, searchSchema } from '../../../../../domain/search-schema.ts'

// reference §1.3 / §6.6: my follows — ?type=goods|shop&page=
const collectionSearch = searchSchema({ type: field.oneOf(['goods', 'shop'] as const), page: field.int(1, 100_000) })

export const Route = createFileRoute('/_main/_member/member/collection')({
  staticData: { title: msg`我的关注` },
  validateSearch: collectionSearch,
  component: function CollectionRoute() {
    const { type = 'goods', page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <CollectionPage tab={type} page={page} onPage={(p) => void navigate({ search: { type, page: p } })} />
  },
})
