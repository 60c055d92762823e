import type { Database } from '../index.ts'

export async function seedPromotions(_db: Database): Promise<void> {}
