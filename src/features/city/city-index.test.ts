import { describe, expect, it } from 'vitest'
import { groupCities, indexCity, searchCities } from './city-index.ts'

const cities = [
  { id: 310100, title: '上海' },
  { id: 110100, title: '北京' },
  { id: 500100, title: '重庆' },
  { id: 440300, title: '深圳' },
  { id: 120100, title: '天津' },
  { id: 430100, title: '长沙' },
  { id: 350200, title: '厦门' },
  { id: 330100, title: '杭州' },
]

describe('city index', () => {
  it('spells a city in toneless pinyin, with initials', () => {
    expect(indexCity({ id: 110100, title: '北京' })).toEqual({ id: 110100, title: '北京', initial: 'B', spelling: 'beijing', abbr: 'bj' })
  })

  it('reads polyphonic place names as place names', () => {
    expect(indexCity({ id: 500100, title: '重庆' }).initial).toBe('C')
    expect(indexCity({ id: 430100, title: '长沙' }).spelling).toBe('changsha')
    expect(indexCity({ id: 350200, title: '厦门' }).initial).toBe('X')
  })

  it('groups by initial A→Z, each group in pinyin order', () => {
    const groups = groupCities(cities)
    expect(groups.map((g) => g.letter)).toEqual(['B', 'C', 'H', 'S', 'T', 'X'])
    expect(groups.find((g) => g.letter === 'S')!.cities.map((c) => c.title)).toEqual(['上海', '深圳'])
    expect(groups.find((g) => g.letter === 'C')!.cities.map((c) => c.title)).toEqual(['长沙', '重庆'])
  })

  it('puts names without a pinyin initial under #, last', () => {
    const groups = groupCities([...cities, { id: 1, title: '123' }])
    expect(groups.at(-1)).toMatchObject({ letter: '#', cities: [{ title: '123' }] })
  })

  it('searches by name, pinyin and initials, name matches first', () => {
    const indexed = cities.map(indexCity)
    expect(searchCities(indexed, '海').map((c) => c.title)).toEqual(['上海'])
    expect(searchCities(indexed, 'shang').map((c) => c.title)).toEqual(['上海'])
    expect(searchCities(indexed, 'SZ').map((c) => c.title)).toEqual(['深圳'])
    expect(searchCities(indexed, 'sha').map((c) => c.title)).toEqual(['上海'])
    expect(searchCities(indexed, 's').map((c) => c.title).toSorted()).toEqual(['上海', '深圳'])
    expect(searchCities(indexed, '  ')).toEqual([])
    expect(searchCities(indexed, 'zzz')).toEqual([])
  })

  it('caps the suggestions', () => {
    expect(searchCities(cities.map(indexCity), 'a', 2)).toHaveLength(0)
    expect(searchCities(cities.map(indexCity), 'c', 1)).toHaveLength(1)
  })
})
