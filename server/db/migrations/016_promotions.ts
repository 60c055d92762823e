// Promotions (issue 12, reference §7): flash-sale slots and goods, group buys, bundles, topics,
// coupon definitions (shop and platform) and what members received, per-member quotas, and the
// promotion an order was bought under (so closing it gives the promotion stock and quota back).
// Promotion stock is its own column, taken in the same transaction as the goods stock, each with
// one conditional update. Money is integer fen; times are epoch seconds, except the flash-sale
// slots, which are seconds since midnight (Beijing time) and repeat every day.
export const up = `
create table promotion_seckill (
  seckill_id serial primary key,
  name text not null,
  seckill_start_time integer not null check (seckill_start_time >= 0 and seckill_start_time < 86400),
  seckill_end_time integer not null check (seckill_end_time > seckill_start_time and seckill_end_time <= 86400),
  status smallint not null default 1,            -- 1 on, 0 withdrawn
  remark text not null default '',
  create_time bigint not null
);

create table promotion_seckill_goods (
  id serial primary key,
  seckill_id integer not null references promotion_seckill(seckill_id),
  site_id integer not null references shop(site_id),
  goods_id integer not null references goods(goods_id),
  sku_id integer not null references goods_sku(sku_id),
  seckill_price integer not null check (seckill_price >= 0),
  stock integer not null default 0 check (stock >= 0),   -- promotion stock, apart from the goods stock
  sale_num integer not null default 0,
  max_buy integer not null default 0 check (max_buy >= 0), -- per member, 0 = no limit
  status smallint not null default 1,
  create_time bigint not null,
  unique (seckill_id, sku_id)
);
create index promotion_seckill_goods_slot on promotion_seckill_goods(seckill_id, id);

create table promotion_groupbuy (
  groupbuy_id serial primary key,
  site_id integer not null references shop(site_id),
  goods_id integer not null references goods(goods_id),
  goods_name text not null,
  buy_num integer not null default 1 check (buy_num >= 1),  -- minimum purchase
  max_buy integer not null default 0 check (max_buy >= 0),  -- per member, 0 = no limit
  stock integer not null default 0 check (stock >= 0),      -- promotion stock (every sku of it)
  sell_num integer not null default 0,
  start_time bigint not null,
  end_time bigint not null,
  status smallint not null default 1,                       -- 1 on, 0 closed by the shop
  create_time bigint not null
);
create table promotion_groupbuy_goods (
  groupbuy_id integer not null references promotion_groupbuy(groupbuy_id),
  sku_id integer not null references goods_sku(sku_id),
  groupbuy_price integer not null check (groupbuy_price >= 0),
  primary key (groupbuy_id, sku_id)
);

create table promotion_bundling (
  bl_id serial primary key,
  site_id integer not null references shop(site_id),
  bl_name text not null,
  bl_price integer not null check (bl_price >= 0),
  shipping_fee_type smallint not null default 1,  -- 1 the shop pays shipping (free), 2 the buyer pays
  status smallint not null default 1,
  create_time bigint not null
);
create table promotion_bundling_goods (
  bl_id integer not null references promotion_bundling(bl_id),
  sku_id integer not null references goods_sku(sku_id),
  primary key (bl_id, sku_id)
);
create index promotion_bundling_goods_sku on promotion_bundling_goods(sku_id);

create table promotion_topic (
  topic_id serial primary key,
  topic_name text not null,
  topic_adv text not null default '',
  remark text not null default '',
  start_time bigint not null,
  end_time bigint not null,
  status smallint not null default 1,   -- 1 on, 0 withdrawn (the wire status 1/2/3 comes from the times)
  create_time bigint not null
);
create table promotion_topic_goods (
  id serial primary key,
  topic_id integer not null references promotion_topic(topic_id),
  site_id integer not null references shop(site_id),
  goods_id integer not null references goods(goods_id),
  sku_id integer not null references goods_sku(sku_id),
  topic_price integer not null check (topic_price >= 0),
  stock integer not null default 0 check (stock >= 0),
  sale_num integer not null default 0,
  max_buy integer not null default 0 check (max_buy >= 0),
  status smallint not null default 1,
  unique (topic_id, sku_id)
);

-- coupon definitions: shop coupons (source 1, site_id = the shop) and platform coupons (source 2, site_id 0)
create table coupon_type (
  coupon_type_id serial primary key,
  source smallint not null default 1 check (source in (1, 2)),
  site_id integer not null default 0,
  coupon_name text not null,
  type text not null default 'reward' check (type in ('reward', 'discount')),
  money integer not null default 0 check (money >= 0),
  discount integer not null default 0 check (discount >= 0 and discount <= 100), -- percent paid: 85 = 8.5折
  discount_limit integer not null default 0 check (discount_limit >= 0),
  at_least integer not null default 0 check (at_least >= 0),
  validity_type smallint not null default 0,   -- 0 until end_time, 1 fixed_term days after receipt
  fixed_term integer not null default 0,
  end_time bigint not null default 0,          -- receiving ends then too
  count integer not null default 0 check (count >= 0),           -- total that may be issued, 0 = no limit
  lead_count integer not null default 0 check (lead_count >= 0), -- issued so far
  max_fetch integer not null default 1 check (max_fetch >= 0),   -- per member, 0 = no limit
  goods_type smallint not null default 1,      -- 1 all goods of the shop, 2 goods_ids
  goods_ids text not null default '',
  use_scenario smallint not null default 1,    -- platform: 1 every shop, 2 the shop groups group_ids
  group_ids text not null default '',
  image text not null default '',
  status smallint not null default 1,          -- 1 on, -1 closed
  is_show smallint not null default 1,         -- listed in the coupon centre
  create_time bigint not null,
  check (count = 0 or lead_count <= count)
);
create index coupon_type_list on coupon_type(source, site_id, coupon_type_id);

alter table member_coupon add column if not exists get_type smallint not null default 2; -- 1 order, 2 received, 3 activity/gift
create index if not exists member_coupon_type on member_coupon(coupon_type_id, member_id);

-- per-member quotas (flash-sale, group-buy and topic limits, coupon receives): one row per member and
-- promotion, raised with one conditional upsert, lowered when an order closes
create table promotion_member_quota (
  kind text not null,
  ref_id integer not null,
  member_id integer not null references member(member_id),
  num integer not null default 0 check (num >= 0),
  primary key (kind, ref_id, member_id)
);

-- the promotion an order was bought under and what it took from the promotion
create table order_promotion (
  order_id integer primary key references orders(order_id),
  member_id integer not null,
  promotion_type text not null,   -- seckill | groupbuy | bundling | topic
  promotion_id integer not null,  -- seckill goods id, groupbuy id, bl_id, topic goods id
  num integer not null,           -- units of the promotion stock / quota taken
  returned smallint not null default 0,
  create_time bigint not null
);
create index order_promotion_ref on order_promotion(promotion_type, promotion_id);

alter table orders add column if not exists promotion_type text not null default '';
alter table orders add column if not exists promotion_type_name text not null default '';
`
