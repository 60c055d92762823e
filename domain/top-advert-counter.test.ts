import { describe, expect, it } from 'vitest'
import { createTopAdvertCounter, type CounterStore } from './top-advert-counter.ts'

function memoryStore(start: number): CounterStore & { value: number } {
  const s = { value: start, get: () => s.value, set: (n: number) => void (s.value = n) }
  return s
}

describe('top advert counter', () => {
  it('shows on the first three page loads and never after', () => {
    const store = memoryStore(0)
    const seen: boolean[] = []
    for (let load = 0; load < 5; load++) {
      const counter = createTopAdvertCounter(store)
      seen.push(counter.mayShow())
      if (counter.mayShow()) counter.recordShowing()
    }
    expect(seen).toEqual([true, true, true, false, false])
    expect(store.value).toBe(3)
  })

  it('counts one showing per page load however often it is recorded', () => {
    const store = memoryStore(0)
    const counter = createTopAdvertCounter(store)
    counter.recordShowing()
    counter.recordShowing()
    expect(store.value).toBe(1)
    // the current visit keeps seeing it
    expect(counter.mayShow()).toBe(true)
  })

  it('counts closing as a showing', () => {
    const store = memoryStore(2)
    const counter = createTopAdvertCounter(store)
    expect(counter.mayShow()).toBe(true)
    counter.recordShowing() // the visitor closes it: the third showing
    expect(createTopAdvertCounter(store).mayShow()).toBe(false)
  })
})
