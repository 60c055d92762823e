// A catalog version that every write shoppers can see moves forward: statement-level triggers on
// the displayed catalog columns bump it and NOTIFY bazaar_catalog, so each server process can drop
// its cached catalog answers at once (server/modules/catalog/response-cache.ts). Counters that
// shoppers' own browsing moves (click_num, collect_num, sub_num) do not invalidate.
export const up = `
create table catalog_version (
  id smallint primary key default 1 check (id = 1),
  version bigint not null
);
insert into catalog_version (id, version) values (1, 1);

create function bump_catalog_version() returns trigger language plpgsql as $$
begin
  update catalog_version set version = version + 1 where id = 1;
  perform pg_notify('bazaar_catalog', '');
  return null;
end
$$;

create trigger goods_sku_catalog_version after insert or delete or update of
  price, market_price, discount_price, promotion_type, start_time, end_time, stock, sale_num, sku_name,
  sku_image, sku_images, sku_spec_format, is_default, on_sale, category_id_1, category_id_2, category_id_3,
  brand_id, shop_category_id, is_free_shipping, is_own, is_virtual, website_id
  on goods_sku for each statement execute function bump_catalog_version();
create trigger goods_catalog_version after insert or delete or update of
  goods_name, introduction, keywords, goods_image, goods_content, goods_attr_format, goods_spec_format,
  goods_state, verify_state, is_delete, is_virtual, is_free_shipping, is_own, unit, max_buy, min_buy,
  evaluate, sale_num, brand_id, category_id, shop_category_id
  on goods for each statement execute function bump_catalog_version();
create trigger shop_catalog_version after insert or delete or update of
  site_name, logo, avatar, banner, shop_status, cert_id, is_own, shop_desccredit, shop_servicecredit,
  shop_deliverycredit, telephone, address, full_address, website_id, qq, ww, shop_baozh, shop_qtian,
  shop_zhping, shop_erxiaoshi, shop_tuihuo, shop_shiyong, shop_shiti, shop_xiaoxie
  on shop for each statement execute function bump_catalog_version();
create trigger goods_category_catalog_version after insert or delete or update on goods_category
  for each statement execute function bump_catalog_version();
create trigger goods_brand_catalog_version after insert or delete or update on goods_brand
  for each statement execute function bump_catalog_version();
create trigger pc_floor_catalog_version after insert or delete or update on pc_floor
  for each statement execute function bump_catalog_version();
`
