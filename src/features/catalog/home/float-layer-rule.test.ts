import { describe, expect, it } from 'vitest'
import { shouldShowFloatLayer } from './float-layer-rule.ts'

const layer = { is_show: 1, img_url: '/img/f.png', url: '{"url":"/list"}', number: 2 }

describe('float layer counter', () => {
  it('shows until it was shown `number` times in this browser', () => {
    expect(shouldShowFloatLayer(layer, 0)).toBe(true)
    expect(shouldShowFloatLayer(layer, 1)).toBe(true)
    expect(shouldShowFloatLayer(layer, 2)).toBe(false)
  })
  it('never when off, without a picture, with number 0 or no layer', () => {
    expect(shouldShowFloatLayer({ ...layer, is_show: 0 }, 0)).toBe(false)
    expect(shouldShowFloatLayer({ ...layer, img_url: '' }, 0)).toBe(false)
    expect(shouldShowFloatLayer({ ...layer, number: 0 }, 0)).toBe(false)
    expect(shouldShowFloatLayer(null, 0)).toBe(false)
  })
})
