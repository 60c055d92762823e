import { describe, expect, it } from 'vitest'
import { chatSocketUrl } from './chat-socket-url.ts'

describe('chatSocketUrl', () => {
  it('empty: the page origin (or baseUrl) at /wss, ws for http and wss for https', () => {
    expect(chatSocketUrl({ webSocket: '', baseUrl: '' }, 'http://shop.example:8080/web/sku-1')).toBe('ws://shop.example:8080/wss')
    expect(chatSocketUrl({ webSocket: '', baseUrl: '' }, 'https://shop.example/web/')).toBe('wss://shop.example/wss')
    expect(chatSocketUrl({ webSocket: '', baseUrl: 'http://api.example.com' }, 'http://shop.example/web/')).toBe('ws://api.example.com/wss')
  })
  it('a path is on the page origin; a full address is kept, upgraded to wss on an https page', () => {
    expect(chatSocketUrl({ webSocket: '/wss', baseUrl: '' }, 'http://localhost:8203/web/')).toBe('ws://localhost:8203/wss')
    expect(chatSocketUrl({ webSocket: 'ws://chat.example:8282', baseUrl: '' }, 'http://shop.example/')).toBe('ws://chat.example:8282/')
    expect(chatSocketUrl({ webSocket: 'ws://chat.example/wss', baseUrl: '' }, 'https://shop.example/')).toBe('wss://chat.example/wss')
    expect(chatSocketUrl({ webSocket: 'https://chat.example/wss', baseUrl: '' }, 'https://shop.example/')).toBe('wss://chat.example/wss')
  })
})
