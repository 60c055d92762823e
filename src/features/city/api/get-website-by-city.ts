import { requestData } from '../../../lib/request.ts'

export interface CityWebsite {
  /** the city sub-site id, sent as website_id on every later call; 0 = nationwide */
  site_id: number
  title?: string
}

/** reference §8.4: the city sub-site of a city code (falls back to site 0, nationwide) */
export function getWebsiteByCity(webCity: number): Promise<CityWebsite> {
  return requestData<CityWebsite>('/api/website/getWebsiteidByAddress', { web_city: webCity, name: 'DIY_VIEW_CITY_INDEX' })
}
