import { describe, expect, it } from 'vitest'
import { groupCities, indexCity, searchCities } from './city-index.ts'

// as /api/address/city sends them: the server spells each city (polyphones are tested there)
const cities = [
  { id: 310100, title: '上海', pinyin: 'shanghai', abbr: 'sh', initial: 'S' },
  { id: 110100, title: '北京', pinyin: 'beijing', abbr: 'bj', initial: 'B' },
  { id: 500100, title: '重庆', pinyin: 'chongqing', abbr: 'cq', initial: 'C' },
  { id: 440300, title: '深圳', pinyin: 'shenzhen', abbr: 'sz', initial: 'S' },
  { id: 120100, title: '天津', pinyin: 'tianjin', abbr: 'tj', initial: 'T' },
  { id: 430100, title: '长沙', pinyin: 'changsha', abbr: 'cs', initial: 'C' },
  { id: 350200, title: '厦门', pinyin: 'xiamen', abbr: 'xm', initial: 'X' },
  { id: 330100, title: '杭州', pinyin: 'hangzhou', abbr: 'hz', initial: 'H' },
]

describe('city index', () => {
  it('indexes a city by the pinyin the server sent', () => {
    expect(indexCity(cities[1]!)).toMatchObject({ id: 110100, title: '北京', initial: 'B', spelling: 'beijing', abbr: 'bj' })
  })

  it('a city without pinyin is still listed (under #) and found by name', () => {
    const bare = indexCity({ id: 1, title: '北京' })
    expect(bare).toMatchObject({ initial: '#', spelling: '', abbr: '' })
    expect(searchCities([bare], '北').map((c) => c.title)).toEqual(['北京'])
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
