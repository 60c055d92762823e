import * as z from 'zod/mini'

/** the shop home's goods page in the URL (bad values fall back to page 1) */
export const shopHomeSearchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))), undefined),
})
export type ShopHomeSearch = z.infer<typeof shopHomeSearchSchema>
