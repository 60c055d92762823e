// Catalog search that works for Chinese under the C locale, list indexes, spend-threshold activities.
//
// Why not the built-in parsers: under the C locale the default text-search parser (and pg_trgm)
// treat CJK characters as non-word characters, so `to_tsvector('simple', '华为手机')` yields one
// opaque token and a search for 手机 never matches. Instead the text is cut here, in SQL, into
//   - every CJK character and every pair of neighbouring CJK characters (bigrams), and
//   - the pair bridging two CJK runs split by latin words or spaces,
//   - lower-cased latin/digit words (a mixed word like "mate60" also gives "mate" and "60"),
// stored as a plain `tsvector` (`array_to_tsvector`, no parser involved) under a GIN index.
// A keyword becomes the AND of its bigrams (a one-character keyword: the character itself) and
// words, the last latin word as a prefix (`iph` finds iPhone), so prefixes need no extra lexemes.
// The same SQL runs on PostgreSQL and PGlite; the keyword only ever arrives as a bound parameter.
export const up = `
create function search_tokens(src text, for_query boolean default false) returns text[]
language plpgsql immutable parallel safe as $fn$
declare
  tokens text[] := '{}';
  run text;
  prev_cjk text := null;
  n integer;
  i integer;
begin
  if src is null or src = '' then
    return tokens;
  end if;
  for run in
    select m[1] from regexp_matches(
      lower(normalize(src, NFKC)),
      '([\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff]+|[a-z0-9]+)', 'g') as m
  loop
    if run ~ '^[a-z0-9]' then
      tokens := tokens || run;
      if not for_query and run ~ '[a-z]' and run ~ '[0-9]' then
        tokens := tokens || array(select p[1] from regexp_matches(run, '([a-z]+|[0-9]+)', 'g') as p);
      end if;
    else
      n := char_length(run);
      if for_query then
        -- a keyword needs its bigrams only; a single character stands for itself
        if n = 1 then
          tokens := tokens || run;
        else
          for i in 1 .. n - 1 loop
            tokens := tokens || substr(run, i, 2);
          end loop;
        end if;
      else
        -- bridge CJK runs split by latin words or spaces ("华为 Mate60 手机" is found by 华为手机)
        if prev_cjk is not null then
          tokens := tokens || (prev_cjk || substr(run, 1, 1));
        end if;
        prev_cjk := substr(run, n, 1);
        for i in 1 .. n loop
          tokens := tokens || substr(run, i, 1);
          if i < n then
            tokens := tokens || substr(run, i, 2);
          end if;
        end loop;
      end if;
    end if;
  end loop;
  return tokens;
end
$fn$;

create function search_vector(src text) returns tsvector
language sql immutable parallel safe as $fn$
  select array_to_tsvector(search_tokens(src, false))
$fn$;

-- null when the keyword has nothing searchable (only punctuation): "@@ null" matches no row
create function search_query(keyword text) returns tsquery
language plpgsql immutable parallel safe as $fn$
declare
  tokens text[] := search_tokens(keyword, true);
  last_word integer := 0;
  parts text[] := '{}';
  i integer;
begin
  if cardinality(tokens) = 0 then
    return null;
  end if;
  -- only a latin/digit word at the very end can be unfinished
  if tokens[cardinality(tokens)] ~ '^[a-z0-9]+$' then
    last_word := cardinality(tokens);
  end if;
  for i in 1 .. cardinality(tokens) loop
    parts := parts || (quote_literal(tokens[i]) || case when i = last_word then ':*' else '' end);
  end loop;
  return array_to_string(parts, ' & ')::tsquery;
end
$fn$;

-- what a sku is found by: its own name, the goods name and keywords, the brand name
create function goods_sku_search_source(p_sku_name text, p_goods_id integer) returns text
language sql stable as $fn$
  select concat_ws(' ', p_sku_name, g.goods_name, g.keywords, b.brand_name)
  from goods g left join goods_brand b on b.brand_id = g.brand_id
  where g.goods_id = p_goods_id
$fn$;

create function goods_sku_search_trigger() returns trigger
language plpgsql as $fn$
begin
  new.search_text := search_vector(coalesce(goods_sku_search_source(new.sku_name, new.goods_id), new.sku_name));
  return new;
end
$fn$;
create trigger goods_sku_search before insert or update of sku_name, goods_id on goods_sku
  for each row execute function goods_sku_search_trigger();

create function goods_search_trigger() returns trigger
language plpgsql as $fn$
begin
  update goods_sku set search_text = search_vector(goods_sku_search_source(sku_name, goods_id))
  where goods_id = new.goods_id;
  return null;
end
$fn$;
create trigger goods_search after update of goods_name, keywords, brand_id on goods
  for each row when (old.goods_name is distinct from new.goods_name
                     or old.keywords is distinct from new.keywords
                     or old.brand_id is distinct from new.brand_id)
  execute function goods_search_trigger();

create function goods_brand_search_trigger() returns trigger
language plpgsql as $fn$
begin
  update goods_sku set search_text = search_vector(goods_sku_search_source(sku_name, goods_id))
  where goods_id in (select goods_id from goods where brand_id = new.brand_id);
  return null;
end
$fn$;
create trigger goods_brand_search after update of brand_name on goods_brand
  for each row when (old.brand_name is distinct from new.brand_name)
  execute function goods_brand_search_trigger();

-- rows written before this migration
update goods_sku set search_text = search_vector(goods_sku_search_source(sku_name, goods_id));

-- list shapes not covered by 001: newest first, shop category, site + sort, favourites and follows
create index goods_sku_new on goods_sku(on_sale, create_time desc);
create index goods_sku_site_sales on goods_sku(site_id, on_sale, sale_num desc);
create index goods_sku_shop_category on goods_sku(shop_category_id, on_sale);
create index shop_goods_category_pid on shop_goods_category(pid);
create index goods_collect_member on goods_collect(member_id, create_time desc);
create index shop_member_site on shop_member(site_id);
create index goods_brand_sort on goods_brand(sort, brand_id);
create index goods_attribute_cat on goods_attribute(category_id_1, sort);
create index help_time on help(class_id, create_time desc);

-- 满减送: a shop's spend-threshold activity (reference §7.6). Thresholds and amounts in rule_json
-- are integer fen when type = 0 (yuan thresholds) and item counts when type = 1.
create table promotion_manjian (
  manjian_id serial primary key,
  site_id integer not null references shop(site_id),
  manjian_name text not null,
  manjian_type smallint not null default 1,   -- 1 all goods of the shop, 2 the goods listed below
  type smallint not null default 0,           -- 0 thresholds in 元, 1 thresholds in 件
  rule_json jsonb not null default '[]',      -- [{money, discount_money?, free_shipping?, point?, coupon?}]
  remark text not null default '',
  status smallint not null default 1,         -- 1 enabled, 0 closed by the shop
  start_time bigint not null,
  end_time bigint not null,
  create_time bigint not null
);
create index promotion_manjian_site on promotion_manjian(site_id, status, create_time desc);
create table promotion_manjian_goods (
  manjian_id integer not null references promotion_manjian(manjian_id) on delete cascade,
  goods_id integer not null references goods(goods_id),
  primary key (goods_id, manjian_id)
);

-- the platform after-sale text shown on every goods page (goods/aftersale)
insert into site_config(key, value) values ('goods_aftersale', jsonb_build_object('content',
  '<h3>售后保障</h3><p>本平台所售商品均由入驻商家或平台自营提供，支持7天无理由退货（定制、鲜活易腐等特殊商品除外）。</p>'
  || '<p>商品签收后如有质量问题，可在订单详情中申请退款或售后，商家须在48小时内处理；协商不成可申请平台介入。</p>'
  || '<p>退货运费：质量问题由商家承担，非质量问题由买家承担。退款将按原支付方式退回。</p>'))
on conflict (key) do nothing;
`
