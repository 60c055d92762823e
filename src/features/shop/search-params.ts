import { field, searchSchema } from '../../../domain/search-schema.ts'

/** the shop home's goods page in the URL (bad values fall back to page 1) */
export const shopHomeSearchSchema = searchSchema({ page: field.int(1, 1000) })
export type ShopHomeSearch = ReturnType<typeof shopHomeSearchSchema>
