import { expect } from 'vitest'
import type { TestApp } from '../test/harness.ts'

// The wire-type check of the contract's shape tests: every listed field is there with the kind a
// contract client expects — money as 2-decimal strings, "(JSON)" fields as JSON text, pictures as
// relative image paths.

export type Kind = 'money' | 'json' | 'image' | 'string' | 'number' | 'array' | 'object' | 'any'
export type Shape = Record<string, Kind>

export function expectShape(value: unknown, shape: Shape, where: string) {
  expect(value && typeof value === 'object', where).toBe(true)
  const obj = value as Record<string, unknown>
  for (const [field, kind] of Object.entries(shape)) {
    const at = `${where}.${field}`
    expect(obj, at).toHaveProperty(field)
    const v = obj[field]
    switch (kind) {
      case 'money':
        expect(v, at).toMatch(/^-?\d+\.\d{2}$/)
        break
      case 'json':
        expect(typeof v, at).toBe('string')
        expect(() => JSON.parse(v as string), at).not.toThrow()
        break
      case 'image':
        expect(typeof v, at).toBe('string')
        for (const p of (v as string).split(',').filter(Boolean)) expect(p, at).toMatch(/^(img|qrcode)\//)
        break
      case 'string':
      case 'number':
        expect(typeof v, at).toBe(kind)
        break
      case 'array':
        expect(Array.isArray(v), at).toBe(true)
        break
      case 'object':
        expect(v !== null && typeof v === 'object', at).toBe(true)
        break
      default:
    }
  }
}

/** a contract call that must succeed: its `data` (the envelope's code 0 checked, with the message when not) */
export const succeeding =
  (t: TestApp) =>
  async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    const res = await t.call<T>(path, body)
    expect(res.code, `${path}: ${res.message}`).toBe(0)
    return res.data
  }
