import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { opt } from '../../http/params.ts'
import { addAddress, addressInfo, addressPage, deleteAddress, editAddress, setDefaultAddress } from './service.ts'

nameField('name', '收货人', 'consignee')
nameField('mobile', '手机号', 'mobile number')
nameField('telephone', '固定电话', 'telephone')
nameField('province_id', '省份', 'province')
nameField('city_id', '城市', 'city')
nameField('district_id', '区县', 'district')
nameField('community_id', '社区', 'community')
nameField('address', '详细地址', 'street address')
nameField('longitude', '经度', 'longitude')
nameField('latitude', '纬度', 'latitude')
nameField('is_default', '默认地址', 'default flag')
nameField('id', '地址', 'address')

const coordinate = (limit: number) =>
  opt(z.preprocess((val) => (typeof val === 'string' && val.trim() !== '' ? Number(val) : val), z.number().min(-limit).max(limit)))

/** the fields of add and edit; full_address is built by the server */
const addressFields = {
  name: v.str(30, 1),
  mobile: v.mobile(),
  telephone: opt(z.string().trim().regex(/^[0-9+\-() ]{0,20}$/)),
  province_id: v.id(),
  city_id: v.id(),
  district_id: v.id().default(0),
  community_id: opt(v.id()),
  address: v.str(100, 1),
  full_address: opt(v.str(200)),
  longitude: coordinate(180),
  latitude: coordinate(90),
  is_default: opt(v.flag()),
}

export function registerAddress(app: FastifyInstance) {
  api(app, '/api/memberaddress/page', { params: { page: v.page(), page_size: v.int(0, 100).default(0) }, auth: 'required' }, (ctx) =>
    addressPage(ctx.deps.db, ctx.memberId, ctx.params.page, ctx.params.page_size),
  )
  api(app, '/api/memberaddress/info', { params: { id: v.id() }, auth: 'required' }, (ctx) => addressInfo(ctx.deps.db, ctx.memberId, ctx.params.id))
  api(app, '/api/memberaddress/add', { params: addressFields, auth: 'required' }, (ctx) =>
    addAddress(ctx.deps.db, ctx.memberId, ctx.params, ctx.deps.clock.now()),
  )
  api(app, '/api/memberaddress/edit', { params: { id: v.id(), ...addressFields }, auth: 'required' }, (ctx) =>
    editAddress(ctx.deps.db, ctx.memberId, ctx.params.id, ctx.params),
  )
  api(app, '/api/memberaddress/delete', { params: { id: v.id() }, auth: 'required' }, (ctx) => deleteAddress(ctx.deps.db, ctx.memberId, ctx.params.id))
  api(app, '/api/memberaddress/setdefault', { params: { id: v.id() }, auth: 'required' }, (ctx) =>
    setDefaultAddress(ctx.deps.db, ctx.memberId, ctx.params.id),
  )
}
