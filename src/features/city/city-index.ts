import type { City } from './api/get-cities.ts'

// The A–Z index and the search of the city switcher. The pinyin comes with the city list from the
// server (a pinyin dictionary is ~140 kB gzip, too much to ship to the browser); a server that
// does not send it still works: such cities are indexed under '#' and found by name only.

export interface IndexedCity extends City {
  /** upper-case pinyin initial of the name ('#' when it has none) */
  initial: string
  /** the whole name in toneless pinyin, no spaces: 'beijing' */
  spelling: string
  /** the initials of every character: 'bj' */
  abbr: string
}

export interface CityGroup {
  letter: string
  cities: IndexedCity[]
}

export function indexCity(city: City): IndexedCity {
  const initial = city.initial && /^[A-Z]$/.test(city.initial) ? city.initial : '#'
  return { ...city, initial, spelling: city.pinyin ?? '', abbr: city.abbr ?? '' }
}

/** cities grouped by initial, A→Z ('#' last), each group in pinyin order */
export function groupCities(cities: readonly City[]): CityGroup[] {
  const groups = new Map<string, IndexedCity[]>()
  for (const city of cities.map(indexCity)) {
    const list = groups.get(city.initial)
    if (list) list.push(city)
    else groups.set(city.initial, [city])
  }
  return [...groups.entries()]
    .toSorted(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, cities: list.toSorted((x, y) => x.spelling.localeCompare(y.spelling) || x.id - y.id) }))
}

/**
 * Autocomplete: the name contains the query, or its pinyin or its initials start with it
 * ('上', 'shang', 'sh', 'bj'). Name matches come first, then pinyin ones; at most `limit`.
 */
export function searchCities(cities: readonly IndexedCity[], query: string, limit = 10): IndexedCity[] {
  const q = query.trim().toLowerCase()
  if (!q) return []
  const latin = q.replace(/[\s']/g, '')
  const byName: IndexedCity[] = []
  const byPinyin: IndexedCity[] = []
  for (const city of cities) {
    if (city.title.toLowerCase().includes(q)) byName.push(city)
    else if (/^[a-z]+$/.test(latin) && (city.spelling.startsWith(latin) || city.abbr.startsWith(latin))) byPinyin.push(city)
  }
  return [...byName, ...byPinyin].slice(0, limit)
}
