import type { FloatLayer } from '../api/get-float-layer.ts'

/** the float layer shows while it is switched on, has a picture, and was shown fewer than `number` times here */
export function shouldShowFloatLayer(layer: FloatLayer | null | undefined, shownTimes: number): boolean {
  if (!layer || Number(layer.is_show) !== 1 || !layer.img_url) return false
  const limit = Math.floor(Number(layer.number) || 0)
  return shownTimes < limit
}
