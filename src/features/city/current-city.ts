import { useSyncExternalStore } from 'react'
import { storage, type AppSlice } from '../../lib/storage.ts'
import type { City } from './api/get-cities.ts'
import type { CityWebsite } from './api/get-website-by-city.ts'

// The chosen city lives in storage `app.city` (null = nationwide); `app.websiteId` is what the
// request helper sends as website_id. This module is the one writer, and tells the header.

type Listener = () => void
const listeners = new Set<Listener>()

function subscribe(listener: Listener) {
  listeners.add(listener)
  // another tab switching city changes this tab's storage too
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === 'bazaar.app') listener()
  }
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}

let snapshot: { key: string; city: AppSlice['city'] } = { key: '', city: null }
function currentCity(): AppSlice['city'] {
  const city = storage.get('app').city
  const key = city ? `${city.id}:${city.title}` : ''
  // a stable object while the city is unchanged (useSyncExternalStore compares snapshots)
  if (key !== snapshot.key) snapshot = { key, city }
  return snapshot.city
}

/** the chosen city, or null for nationwide; re-renders when it changes */
export function useCurrentCity(): AppSlice['city'] {
  return useSyncExternalStore(subscribe, currentCity, () => null)
}

/**
 * The effect of choosing a city: remember it, ask for its sub-site and store that site id as the
 * website_id of every later call. The nationwide choice (id 0) clears both.
 */
export async function chooseCity(city: City, lookup: (webCity: number) => Promise<CityWebsite>): Promise<AppSlice> {
  const website = city.id > 0 ? await lookup(city.id) : { site_id: 0 }
  const siteId = Number(website.site_id) || 0
  const next = storage.update('app', { city: city.id > 0 ? { id: city.id, title: city.title } : null, websiteId: siteId > 0 ? siteId : 0 })
  for (const listener of listeners) listener()
  return next
}
