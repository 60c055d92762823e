// A sale names its skus (issue 14, docs/decisions/011-mixed-workload-speed.md): an update of
// goods_sku that moves only stock and sale_num — an order taking or giving back stock, a payment
// counting a sale — notifies bazaar_catalog with the payload `stock:<sku ids>`, so each process
// patches those numbers into its catalog snapshots instead of reloading them, and keeps its cached
// names, images, brands and categories. Any other change of a displayed column notifies as before
// (empty payload: everything may have changed), and so does a sale of more skus than a payload holds.
// Still statement-level and still no row every write updates (decision 005): the statement's old and
// new rows come from its transition tables (which PostgreSQL allows only on a trigger without a
// column list and for one event, hence the update trigger of its own).
export const up = `
drop trigger goods_sku_catalog_version on goods_sku;

create trigger goods_sku_catalog_version after insert or delete on goods_sku
  for each statement execute function bump_catalog_version();

create function goods_sku_changed() returns trigger language plpgsql as $$
declare
  ids text;
begin
  -- a displayed column other than the numbers a sale moves: everything may have changed
  if exists (
    select 1 from changed_new n join changed_old o on o.sku_id = n.sku_id
    where (n.price, n.market_price, n.discount_price, n.promotion_type, n.start_time, n.end_time, n.sku_name,
           n.sku_image, n.sku_images, n.sku_spec_format, n.is_default, n.on_sale, n.category_id_1, n.category_id_2,
           n.category_id_3, n.brand_id, n.shop_category_id, n.is_free_shipping, n.is_own, n.is_virtual, n.website_id,
           n.search_text, n.create_time, n.site_id, n.goods_id)
      is distinct from
          (o.price, o.market_price, o.discount_price, o.promotion_type, o.start_time, o.end_time, o.sku_name,
           o.sku_image, o.sku_images, o.sku_spec_format, o.is_default, o.on_sale, o.category_id_1, o.category_id_2,
           o.category_id_3, o.brand_id, o.shop_category_id, o.is_free_shipping, o.is_own, o.is_virtual, o.website_id,
           o.search_text, o.create_time, o.site_id, o.goods_id)
  ) then
    perform pg_notify('bazaar_catalog', '');
    return null;
  end if;
  -- stock or sales: name the skus (browsing counters alone — click_num, collect_num — notify nothing)
  select string_agg(n.sku_id::text, ',' order by n.sku_id) into ids
  from changed_new n join changed_old o on o.sku_id = n.sku_id
  where (n.stock, n.sale_num) is distinct from (o.stock, o.sale_num);
  if ids is null then
    return null;
  end if;
  perform pg_notify('bazaar_catalog', case when length(ids) <= 7000 then 'stock:' || ids else '' end);
  return null;
end
$$;

create trigger goods_sku_changed after update on goods_sku
  referencing old table as changed_old new table as changed_new
  for each statement execute function goods_sku_changed();
`
