// Image paths as the reference stores and sends them (§4.1 `$img`): relative to the image domain,
// `img/goods/1.svg` rather than `/img/goods/1.svg`, so a client's `imgDomain + '/' + path` joins
// cleanly. Databases seeded before this keep working: their stored paths lose the leading slash
// (single paths and comma-separated lists; inside JSON settings, floors and spec formats too).
// HTML (goods_content, notices, help) keeps site-absolute paths: a browser resolves those itself.
const columns: Array<[table: string, column: string]> = [
  ['shop', 'logo'], ['shop', 'avatar'], ['shop', 'banner'],
  ['goods_category', 'image'], ['goods_category', 'image_adv'],
  ['goods_brand', 'image_url'], ['goods_brand', 'banner'],
  ['goods', 'goods_image'],
  ['goods_sku', 'sku_image'], ['goods_sku', 'sku_images'],
  ['goods_evaluate', 'member_headimg'], ['goods_evaluate', 'images'], ['goods_evaluate', 'again_images'],
  ['member', 'headimg'],
  ['servicer', 'avatar'],
  ['adv', 'adv_image'],
  ['friendly_link', 'link_pic'],
  ['shop_service', 'pc_icon'],
  ['order_goods', 'sku_image'],
]
const jsonColumns: Array<[table: string, column: string]> = [
  ['site_config', 'value'], ['pc_floor', 'value'], ['goods', 'goods_spec_format'], ['goods_sku', 'sku_spec_format'],
]

export const up = [
  ...columns.map(
    ([t, c]) => `update ${t} set ${c} = regexp_replace(${c}, '(^|,)/+img/', '\\1img/', 'g') where ${c} ~ '(^|,)/img/';`,
  ),
  ...jsonColumns.map(([t, c]) => `update ${t} set ${c} = replace(${c}::text, '"/img/', '"img/')::jsonb where ${c}::text like '%"/img/%';`),
].join('\n')
