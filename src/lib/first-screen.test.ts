// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { fetchesSettled } from './first-screen.ts'

describe('fetchesSettled', () => {
  it('resolves when the last fetch ends, told by the cache (no polling step)', async () => {
    const client = new QueryClient()
    let release!: () => void
    const answered = new Promise<string>((resolve) => (release = () => resolve('a')))
    void client.fetchQuery({ queryKey: ['a'], queryFn: () => answered })
    void client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.resolve('b') })
    let settled = false
    const waiting = fetchesSettled(client, 5_000).then(() => (settled = true))
    await new Promise((r) => setTimeout(r, 30))
    expect(settled).toBe(false)
    release()
    await waiting
    expect(client.isFetching()).toBe(0)
    expect(client.getQueryData(['a'])).toBe('a')
  })

  describe('on a stopped clock (time moves only when the test moves it)', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('resolves at once with nothing fetching', async () => {
      const client = new QueryClient()
      let settled = false
      void fetchesSettled(client, 5_000).then(() => (settled = true))
      // the promise's callbacks run; the clock does not move
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(true)
    })

    it('gives up after maxMs when a fetch hangs', async () => {
      const client = new QueryClient()
      void client.fetchQuery({ queryKey: ['hang'], queryFn: () => new Promise(() => undefined) })
      let settled = false
      void fetchesSettled(client, 60).then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(59)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toBe(true)
      expect(client.isFetching()).toBe(1)
    })
  })
})
