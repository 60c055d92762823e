// The goods lists' in-process index (issue 14, docs/decisions/011-mixed-workload-speed.md) holds
// everything a list filters on, so every table and column it reads must NOTIFY bazaar_catalog when
// it changes: the attribute values of goods and the shop categories (no trigger watched them — lists
// read them live before), and the goods_sku columns the 005 trigger left out because no cached
// answer showed them (search_text, create_time, site_id, goods_id). The goods_sku trigger is made
// again with the longer column list; its function (006) only notifies.
export const up = `
drop trigger goods_sku_catalog_version on goods_sku;
create trigger goods_sku_catalog_version after insert or delete or update of
  price, market_price, discount_price, promotion_type, start_time, end_time, stock, sale_num, sku_name,
  sku_image, sku_images, sku_spec_format, is_default, on_sale, category_id_1, category_id_2, category_id_3,
  brand_id, shop_category_id, is_free_shipping, is_own, is_virtual, website_id,
  search_text, create_time, site_id, goods_id
  on goods_sku for each statement execute function bump_catalog_version();
create trigger goods_attr_value_map_catalog_version after insert or delete or update on goods_attr_value_map
  for each statement execute function bump_catalog_version();
create trigger shop_goods_category_catalog_version after insert or delete or update on shop_goods_category
  for each statement execute function bump_catalog_version();
`
