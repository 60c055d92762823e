import type { DbHandle } from '../index.ts'

export interface DemoAccount {
  username: string
  password: string
  note: string
}
export const DEMO_ACCOUNTS: DemoAccount[] = []

/** Seed the deterministic demo data into an empty database. Returns true when it seeded. */
export async function seedIfEmpty(_handle: DbHandle): Promise<boolean> {
  return false
}
