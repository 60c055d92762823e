import { field, searchSchema } from '../../../../../../domain/search-schema.ts'

// URL state of the member account pages: the page of a list, the id of a record, where to go back to

const MAX_ID = 2_147_483_647

export const pageSearch = searchSchema({ page: field.int(1, 100_000) })
export const idSearch = searchSchema({ id: field.int(1, MAX_ID) })
/** account_list / account_edit: opened from the withdrawal form, they go back there */
export const backSearch = searchSchema({ id: field.int(1, MAX_ID), back: field.oneOf(['apply_withdrawal'] as const) })
