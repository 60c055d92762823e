import { describe, expect, it } from 'vitest'
import { growthProgress } from './growth.ts'

const levels = [
  { level_id: 2, level_name: '银卡', growth: 100 },
  { level_id: 1, level_name: '普通', growth: 0 },
  { level_id: 3, level_name: '金卡', growth: 500 },
]

describe('growthProgress', () => {
  it('measures against the next level', () => {
    expect(growthProgress(50, levels)).toEqual({ next: levels[0], ratio: 0.5 })
    expect(growthProgress(100, levels).next?.level_name).toBe('金卡')
    expect(growthProgress(100, levels).ratio).toBeCloseTo(0.2)
  })
  it('is full at the top level and with no levels', () => {
    expect(growthProgress(900, levels)).toEqual({ next: null, ratio: 1 })
    expect(growthProgress(0, [])).toEqual({ next: null, ratio: 1 })
  })
})
