import { expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { dropMemberQueries } from './member-scope.ts'
import { memberDetailQuery } from './member/get-member-detail.ts'
import { cartCountQuery } from './cart/get-cart-count.ts'
import { orderNumQuery } from './order/get-order-num.ts'
import { shopFollowQuery } from './shop/get-shop-follow.ts'
import { categoryTreeQuery } from './category/get-category-tree.ts'
import { advDetailQuery } from './adverts/get-adv-detail.ts'

it('drops every member-scoped answer and keeps the catalog', () => {
  const client = new QueryClient()
  const member = [memberDetailQuery().queryKey, cartCountQuery().queryKey, orderNumQuery().queryKey, shopFollowQuery(3).queryKey]
  for (const key of member) client.setQueryData(key, 1)
  client.setQueryData(categoryTreeQuery().queryKey, [])
  client.setQueryData(advDetailQuery('NS_PC_INDEX').queryKey, { adv_position: null, adv_list: [] })

  dropMemberQueries(client)

  for (const key of member) expect(client.getQueryData(key), JSON.stringify(key)).toBeUndefined()
  expect(client.getQueryData(categoryTreeQuery().queryKey)).toEqual([])
  expect(client.getQueryData(advDetailQuery('NS_PC_INDEX').queryKey)).toBeDefined()
})
