import type { MemberLevel } from '../../api/member/get-member-levels.ts'

export interface GrowthProgress {
  /** the next level, or null at the top */
  next: MemberLevel | null
  /** 0..1 of the way to the next level (1 at the top) */
  ratio: number
}

// reference §6.1: progress = member growth / the next level's growth
export function growthProgress(growth: number, levels: readonly MemberLevel[]): GrowthProgress {
  const next = [...levels].sort((a, b) => a.growth - b.growth).find((l) => l.growth > growth) ?? null
  if (!next) return { next: null, ratio: 1 }
  return { next, ratio: Math.max(0, Math.min(1, growth / next.growth)) }
}
