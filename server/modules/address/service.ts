import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { paged } from '../../db/paging.ts'
import { regionChildren } from '../site/service.ts'

// Delivery addresses (reference §6.3). Every query carries the member; one default per member (a
// partial unique index); full_address is built here from the region names, never taken from the client.

export const MAX_ADDRESSES = 20

export const addressNotFound = () => errors.notFound(msg('收货地址不存在', 'This address does not exist'))

export interface AddressInput {
  name: string
  mobile: string
  telephone?: string
  province_id: number
  city_id: number
  district_id: number
  community_id?: number
  address: string
  longitude?: number
  latitude?: number
  is_default?: 0 | 1
}

const FIELDS = [
  'id', 'member_id', 'name', 'mobile', 'telephone', 'province_id', 'city_id', 'district_id', 'community_id',
  'address', 'full_address', 'longitude', 'latitude', 'is_default',
] as const

/** province → city → district must be one path of the region tree; returns "省-市-区" */
export function regionPath(provinceId: number, cityId: number, districtId: number): string {
  const province = regionChildren(0).find((r) => r.id === provinceId)
  const city = province && regionChildren(province.id).find((r) => r.id === cityId)
  const districts = city ? regionChildren(city.id) : []
  // a few cities (东莞, 中山, 嘉峪关…) have no district level: the city itself is the last level
  const district = districts.length ? districts.find((r) => r.id === districtId) : districtId === 0 || districtId === cityId ? city : undefined
  if (!province || !city || !district) {
    throw errors.param(msg('参数错误：省、市、区县不匹配，请重新选择所在地区', 'Invalid parameter: the province, city and district do not match; choose the region again'))
  }
  return district === city ? `${province.name}-${city.name}` : `${province.name}-${city.name}-${district.name}`
}

function row(input: AddressInput) {
  return {
    name: input.name,
    mobile: input.mobile,
    telephone: input.telephone ?? '',
    province_id: input.province_id,
    city_id: input.city_id,
    district_id: input.district_id,
    community_id: input.community_id ?? 0,
    address: input.address,
    full_address: regionPath(input.province_id, input.city_id, input.district_id),
    longitude: input.longitude ?? 0,
    latitude: input.latitude ?? 0,
  }
}

export async function addressPage(db: Database, memberId: number, page: number, pageSize: number) {
  // page_size 0 = all of them (a member has at most MAX_ADDRESSES)
  const size = pageSize === 0 ? MAX_ADDRESSES : pageSize
  const [count, list] = await Promise.all([
    db.selectFrom('member_address').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom('member_address')
      .select([...FIELDS])
      .where('member_id', '=', memberId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset(pageSize === 0 ? 0 : (page - 1) * size)
      .execute(),
  ])
  return paged(Number(count.n), size, list)
}

export async function addressInfo(db: Database, memberId: number, id: number) {
  const found = await db.selectFrom('member_address').select([...FIELDS]).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst()
  if (!found) throw addressNotFound()
  return found
}

export async function defaultAddress(db: Database, memberId: number) {
  return (
    (await db
      .selectFrom('member_address')
      .select([...FIELDS])
      .where('member_id', '=', memberId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()) ?? null
  )
}

/** add; the first address, or one marked is_default, becomes the default. Returns the new id. */
export async function addAddress(db: Database, memberId: number, input: AddressInput, now: number): Promise<number> {
  const values = row(input)
  return db.transaction().execute(async (trx) => {
    // one writer per member at a time, so the cap and the single default hold under parallel adds
    await sql`select pg_advisory_xact_lock(hashtext(${`address:${memberId}`}))`.execute(trx)
    const count = await trx.selectFrom('member_address').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()
    if (Number(count.n) >= MAX_ADDRESSES) {
      throw new ApiError('ADDRESS_FULL', msg(`最多保存 ${MAX_ADDRESSES} 个收货地址`, `At most ${MAX_ADDRESSES} addresses can be kept`), { code: -10030 })
    }
    const makeDefault = input.is_default === 1 || Number(count.n) === 0
    if (makeDefault) await trx.updateTable('member_address').set({ is_default: 0 }).where('member_id', '=', memberId).where('is_default', '=', 1).execute()
    const inserted = await trx
      .insertInto('member_address')
      .values({ ...values, member_id: memberId, is_default: makeDefault ? 1 : 0, create_time: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return inserted.id
  })
}

export async function editAddress(db: Database, memberId: number, id: number, input: AddressInput): Promise<number> {
  const values = row(input)
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`address:${memberId}`}))`.execute(trx)
    if (input.is_default === 1) {
      await trx.updateTable('member_address').set({ is_default: 0 }).where('member_id', '=', memberId).where('id', '<>', id).where('is_default', '=', 1).execute()
    }
    const res = await trx
      .updateTable('member_address')
      .set({ ...values, ...(input.is_default === 1 ? { is_default: 1 } : {}) })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw addressNotFound()
    return id
  })
}

export async function deleteAddress(db: Database, memberId: number, id: number): Promise<number> {
  const found = await db.selectFrom('member_address').select('is_default').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst()
  if (!found) throw addressNotFound()
  if (found.is_default === 1) {
    throw new ApiError('ADDRESS_IS_DEFAULT', msg('默认地址不能删除，请先设置其他默认地址', 'The default address cannot be deleted: make another address the default first'), { code: -10031 })
  }
  // conditional: an address made default meanwhile is not deleted
  const res = await db.deleteFrom('member_address').where('id', '=', id).where('member_id', '=', memberId).where('is_default', '=', 0).executeTakeFirst()
  if (Number(res.numDeletedRows) !== 1) throw addressNotFound()
  return 1
}

export async function setDefaultAddress(db: Database, memberId: number, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`address:${memberId}`}))`.execute(trx)
    const found = await trx.selectFrom('member_address').select('id').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst()
    if (!found) throw addressNotFound()
    await trx.updateTable('member_address').set({ is_default: 0 }).where('member_id', '=', memberId).where('id', '<>', id).where('is_default', '=', 1).execute()
    await trx.updateTable('member_address').set({ is_default: 1 }).where('id', '=', id).where('member_id', '=', memberId).execute()
    return id
  })
}
