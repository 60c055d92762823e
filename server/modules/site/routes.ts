import type { FastifyInstance } from 'fastify'
import { getConfig } from '../../db/site-config.ts'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { wapQrPath } from '../images/qrcode.ts'
import {
  advertDetail,
  categoryTree,
  friendlyLinks,
  helpClasses,
  navList,
  prefectureCities,
  regionChildren,
  servedAddons,
  shopServices,
  websiteByCity,
  websiteInfo,
} from './service.ts'

nameField('site_id', '站点', 'site id')
nameField('keyword', '关键字', 'keyword')
nameField('level', '层级', 'level')
nameField('template', '模板', 'template')
nameField('pid', '上级地区', 'parent region')
nameField('web_city', '城市', 'city')
nameField('name', '名称', 'name')
nameField('app_module', '模块', 'module')

/** The site frame: settings, adverts, navigation, footer lists, categories, regions, city sites. */
export function registerSite(app: FastifyInstance) {
  api(app, '/api/website/info', { method: 'GET', params: { site_id: v.id().default(0) } }, ({ params, deps }) =>
    websiteInfo(deps.db, params.site_id),
  )
  // img: an image path of this server (relative, like every image); url: what the code opens
  api(app, '/api/website/wapqrcode', { method: 'GET' }, ({ deps }) => ({
    path: { h5: { img: wapQrPath(), url: `${deps.config.publicUrl.replace(/\/+$/, '')}/web/` } },
  }))
  api(
    app,
    '/api/website/getWebsiteidByAddress',
    { method: 'GET', params: { web_city: v.id(), name: v.str(50).optional() } },
    ({ params, deps }) => websiteByCity(deps.db, params.web_city),
  )

  api(app, '/api/config/copyright', { method: 'GET' }, ({ deps }) => getConfig(deps.db, 'copyright'))
  api(app, '/api/config/defaultimg', { method: 'GET' }, ({ deps }) => getConfig(deps.db, 'default_img'))
  api(app, '/api/config/servicer', { method: 'GET' }, ({ deps }) => getConfig(deps.db, 'servicer'))
  api(app, '/api/addon/addonisexit', { method: 'GET' }, async ({ deps }) =>
    servedAddons(await getConfig(deps.db, 'addons'), (url) => app.hasRoute({ method: 'POST', url })),
  )

  api(app, '/api/adv/detail', { method: 'GET', params: { keyword: v.str(50, 1) } }, ({ params, deps }) =>
    advertDetail(deps.db, params.keyword),
  )

  api(app, '/api/shopservice/lists', { method: 'GET' }, ({ deps }) => shopServices(deps.db))
  api(app, '/api/pc/friendlyLink', { method: 'GET' }, ({ deps }) => friendlyLinks(deps.db))
  api(app, '/api/pc/navList', { method: 'GET' }, ({ deps }) => navList(deps.db))
  api(app, '/api/pc/hotSearchWords', { method: 'GET' }, async ({ deps }) => ({ words: (await getConfig(deps.db, 'search_words')).hot }))
  api(app, '/api/pc/defaultSearchWords', { method: 'GET' }, async ({ deps }) => ({
    words: (await getConfig(deps.db, 'search_words')).default,
  }))
  api(app, '/api/pc/floatLayer', { method: 'GET' }, ({ deps }) => getConfig(deps.db, 'float_layer'))
  api(app, '/pc/api/pc/categoryconfig', {}, ({ deps }) => getConfig(deps.db, 'category_config'))

  api(
    app,
    '/api/goodscategory/tree',
    { method: 'GET', params: { level: v.int(1, 3).default(3), template: v.int(1, 3).default(1) } },
    ({ params, deps }) => categoryTree(deps.db, params.level, params.template),
  )
  api(app, '/api/helpclass/lists', { method: 'GET', params: { app_module: v.str(20).optional() } }, ({ deps }) => helpClasses(deps.db))

  api(app, '/api/address/city', { method: 'GET' }, ({ lang }) => prefectureCities(lang))
  api(app, '/api/address/lists', { method: 'GET', params: { pid: v.id().default(0) } }, ({ params, lang }) => regionChildren(params.pid, lang))
}
