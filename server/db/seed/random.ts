// A small seeded generator so every fresh database holds the same demo data.

/** mulberry32: 32-bit state, good enough spread for demo data, identical on every platform */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Rng {
  next(): number
  /** integer in [min, max] */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** true with probability p */
  chance(p: number): boolean
  /** k distinct items, in a seeded order */
  sample<T>(items: readonly T[], k: number): T[]
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    sample: (items, k) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
      }
      return copy.slice(0, Math.min(k, copy.length))
    },
  }
}
