// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '../../lib/storage.ts'
import { commonParams } from '../../lib/request.ts'
import { chooseCity } from './current-city.ts'

beforeEach(() => localStorage.clear())

describe('choosing a city', () => {
  it('stores the city and the site id of its sub-site, which later calls carry as website_id', async () => {
    const lookup = vi.fn().mockResolvedValue({ site_id: 3 })
    await chooseCity({ id: 310100, title: '上海' }, lookup)
    expect(lookup).toHaveBeenCalledWith(310100)
    expect(storage.get('app')).toMatchObject({ city: { id: 310100, title: '上海' }, websiteId: 3 })
    expect(commonParams()).toMatchObject({ website_id: 3 })
  })

  it('a city without a sub-site keeps the city but sends no website_id', async () => {
    await chooseCity({ id: 140100, title: '太原' }, async () => ({ site_id: 0 }))
    expect(storage.get('app')).toMatchObject({ city: { id: 140100, title: '太原' }, websiteId: 0 })
    expect(commonParams()).not.toHaveProperty('website_id')
  })

  it('nationwide clears the city and the website id without asking the server', async () => {
    storage.update('app', { city: { id: 310100, title: '上海' }, websiteId: 3 })
    const lookup = vi.fn()
    await chooseCity({ id: 0, title: '全国' }, lookup)
    expect(lookup).not.toHaveBeenCalled()
    expect(storage.get('app')).toMatchObject({ city: null, websiteId: 0 })
  })

  it('a failed lookup changes nothing', async () => {
    storage.update('app', { city: { id: 110100, title: '北京' }, websiteId: 2 })
    await expect(chooseCity({ id: 310100, title: '上海' }, async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(storage.get('app')).toMatchObject({ city: { id: 110100, title: '北京' }, websiteId: 2 })
  })
})
