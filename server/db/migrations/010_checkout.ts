// Checkout (issue 8): delivery addresses, shops' delivery settings and pickup stores, the order
// columns a created order carries, payments with the sandbox gateway, the balance ledger, coupon
// rules, idempotent creates and the database-driven scheduler (unpaid close, later auto-receive…).
// Money is integer fen; times are epoch seconds.
export const up = `
create table member_address (
  id serial primary key,
  member_id integer not null references member(member_id),
  name text not null,
  mobile text not null,
  telephone text not null default '',
  province_id integer not null,
  city_id integer not null,
  district_id integer not null,
  community_id integer not null default 0,
  address text not null,
  full_address text not null,
  longitude real not null default 0,
  latitude real not null default 0,
  is_default smallint not null default 0,
  create_time bigint not null
);
create index member_address_member on member_address(member_id, id);
-- at most one default address per member
create unique index member_address_default on member_address(member_id) where is_default = 1;

-- a shop's delivery settings (reference §3.3 express_config / store_config / local_config); a shop
-- without a row delivers by express with the platform's default fee
create table shop_delivery (
  site_id integer primary key references shop(site_id),
  express_enabled smallint not null default 1,
  express_fee integer not null default 600,        -- first item
  express_add_fee integer not null default 0,      -- each further item
  express_free_money integer not null default 9900, -- free above this goods amount (0 = never)
  store_enabled smallint not null default 0,
  local_enabled smallint not null default 0,
  local_fee integer not null default 0,
  local_free_money integer not null default 0,
  local_time_is_open smallint not null default 0,  -- the buyer picks a delivery time
  local_start_time integer not null default 32400, -- seconds since midnight (09:00)
  local_end_time integer not null default 75600,   -- 21:00
  local_time_interval integer not null default 60  -- minutes per slot
);

-- pickup stores (门店自提)
create table store (
  store_id serial primary key,
  site_id integer not null references shop(site_id),
  store_name text not null,
  telphone text not null default '',
  open_date text not null default '',
  province_id integer not null default 0,
  city_id integer not null default 0,
  district_id integer not null default 0,
  address text not null default '',
  full_address text not null default '',
  longitude real not null default 0,
  latitude real not null default 0,
  status smallint not null default 1
);
create index store_site on store(site_id, status);

alter table orders
  add column order_type_name text not null default '普通订单',
  add column order_from text not null default 'pc',
  add column order_from_name text not null default 'PC',
  add column delivery_type text not null default 'express',
  add column delivery_type_name text not null default '物流配送',
  add column delivery_store_id integer not null default 0,
  add column delivery_store_name text not null default '',
  add column delivery_store_info text not null default '',
  add column buyer_ask_delivery_time text not null default '',
  add column name text not null default '',
  add column mobile text not null default '',
  add column telephone text not null default '',
  add column province_id integer not null default 0,
  add column city_id integer not null default 0,
  add column district_id integer not null default 0,
  add column address text not null default '',
  add column full_address text not null default '',
  add column buyer_message text not null default '',
  add column promotion_money integer not null default 0,
  add column coupon_id integer not null default 0,
  add column coupon_money integer not null default 0,
  add column platform_coupon_id integer not null default 0,
  add column platform_coupon_money integer not null default 0,
  add column invoice_money integer not null default 0,
  add column adjust_money integer not null default 0,
  add column balance_money integer not null default 0,
  add column pay_type text not null default '',
  add column pay_type_name text not null default '',
  add column pay_time bigint not null default 0,
  add column close_time bigint not null default 0,
  add column is_virtual smallint not null default 0;
create index orders_out_trade_no on orders(out_trade_no);

alter table order_goods
  add column sku_no text not null default '',
  add column goods_money integer not null default 0,
  add column promotion_money integer not null default 0,
  add column coupon_money integer not null default 0,
  add column real_goods_money integer not null default 0,
  add column is_virtual smallint not null default 0;

-- one payment (out_trade_no) covers the orders of one checkout; pay_status 0 unpaid, 2 paid, -1 closed
create table pay (
  out_trade_no text primary key,
  member_id integer not null references member(member_id),
  pay_body text not null default '',
  pay_detail text not null default '',
  pay_money integer not null,
  pay_status smallint not null default 0,
  pay_type text not null default '',
  trade_no text not null default '',
  event text not null default 'OrderPayNotify',
  create_time bigint not null,
  pay_time bigint not null default 0
);
create index pay_member on pay(member_id, create_time desc);
-- every notification the gateway sent, verified or not (audit; replays are recorded and change nothing)
create table pay_notify (
  id bigserial primary key,
  out_trade_no text not null,
  pay_type text not null,
  verified boolean not null,
  applied boolean not null,
  body jsonb not null,
  create_time bigint not null
);
create index pay_notify_trade on pay_notify(out_trade_no);

-- the member's balance moves: one row per change of a bucket (balance or balance_money)
create table member_account_ledger (
  id bigserial primary key,
  member_id integer not null references member(member_id),
  account_type text not null,            -- balance | balance_money
  account_data integer not null,         -- signed fen
  from_type text not null,               -- order | order_close | adjust …
  type_name text not null,
  related_id text not null default '',
  remark text not null default '',
  create_time bigint not null
);
create index member_account_ledger_member on member_account_ledger(member_id, create_time desc);

-- creating twice with the same key returns the first create's payment
create table order_create_request (
  member_id integer not null references member(member_id),
  idempotency_key text not null,
  out_trade_no text not null,
  create_time bigint not null,
  primary key (member_id, idempotency_key)
);

-- coupon rules (reference §7.5)
alter table member_coupon
  add column type text not null default 'reward',        -- reward = fixed money, discount = percentage
  add column discount integer not null default 0,         -- pay this many percent (85 = 8.5折)
  add column discount_limit integer not null default 0,   -- cap of a discount coupon (0 = none)
  add column goods_type smallint not null default 1,      -- 1 all goods, 2 goods_ids only
  add column goods_ids text not null default '',          -- ',1,2,'
  add column use_scenario smallint not null default 1,    -- platform: 1 all shops, 2 shop groups
  add column group_ids text not null default '',          -- ',1,2,'
  add column use_order_id integer not null default 0,
  add column use_time bigint not null default 0;

-- timed transitions, polled by the server process: due rows run once each (state moves from
-- pending to done in the transaction that does the work), so they survive a restart
create table scheduled_job (
  id bigserial primary key,
  kind text not null,                 -- order.close_unpaid, pay.notify_retry, …
  ref text not null,
  due_at bigint not null,
  state text not null default 'pending', -- pending | done | failed
  attempts integer not null default 0,
  last_error text not null default '',
  payload jsonb not null default '{}',
  create_time bigint not null,
  done_time bigint not null default 0,
  unique (kind, ref)
);
create index scheduled_job_due on scheduled_job(due_at) where state = 'pending';
`
