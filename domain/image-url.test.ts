import { describe, expect, it } from 'vitest'
import { buildImageUrl } from './image-url.ts'

describe('buildImageUrl (reference §4.1 $img)', () => {
  it('joins relative server paths to the image domain, or to the page origin without one', () => {
    expect(buildImageUrl('https://img.example.com', 'img/goods/1.svg')).toBe('https://img.example.com/img/goods/1.svg')
    expect(buildImageUrl('https://img.example.com/', 'img/goods/1.svg')).toBe('https://img.example.com/img/goods/1.svg')
    expect(buildImageUrl('', 'img/goods/1.svg')).toBe('/img/goods/1.svg')
  })
  it('never doubles the slash of a site-absolute path', () => {
    expect(buildImageUrl('', '/img/goods/1.svg')).toBe('/img/goods/1.svg')
    expect(buildImageUrl('https://img.example.com', '/img/goods/1.svg')).toBe('https://img.example.com/img/goods/1.svg')
  })
  it('asks for a size variant by inserting _size before the extension', () => {
    expect(buildImageUrl('', 'img/goods/1-2.svg', 'mid')).toBe('/img/goods/1-2_mid.svg')
    expect(buildImageUrl('', 'qrcode/sku-5.png', 'small')).toBe('/qrcode/sku-5_small.png')
  })
  it('passes absolute, protocol-relative, data: and empty values through', () => {
    expect(buildImageUrl('x', 'https://cdn.example.com/a.png', 'mid')).toBe('https://cdn.example.com/a.png')
    expect(buildImageUrl('x', '//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png')
    expect(buildImageUrl('x', 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(buildImageUrl('x', '')).toBe('')
    expect(buildImageUrl('x', null)).toBe('')
  })
})
