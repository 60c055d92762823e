// After the purchase (issue 9): shipping and packages, receipt (automatic after N days, extendable
// once), completion and the review window, pickup and virtual-goods codes and their verification,
// refunds per order line with their log, complaints to the platform, refunds through the sandbox
// gateway, and the test clock's offset (shared by the server and the operator CLI).
export const up = `
alter table orders
  add column delivery_time bigint not null default 0,        -- shipped (express / local)
  add column sign_time bigint not null default 0,            -- received / picked up
  add column finish_time bigint not null default 0,          -- completed
  add column auto_receive_time bigint not null default 0,    -- a shipped order is received by itself then
  add column is_extend_take_delivery smallint not null default 0, -- the buyer extended the receipt once
  add column evaluate_close_time bigint not null default 0,  -- the review window closes then
  add column pickup_ready_time bigint not null default 0,    -- the shop has the pickup goods ready
  add column delivery_code text not null default '',         -- pickup code (verify code)
  add column virtual_code text not null default '',          -- virtual goods code (verify code)
  add column refund_money integer not null default 0;        -- refunded so far (fen)

alter table order_goods
  add column refund_no text not null default '',
  add column refund_type smallint not null default 0,        -- 1 refund only, 2 return and refund
  add column refund_reason text not null default '',
  add column refund_remark text not null default '',
  add column refund_apply_money integer not null default 0,
  add column refund_real_money integer not null default 0,
  add column refund_action_time bigint not null default 0,   -- applied (or re-applied)
  add column refund_time bigint not null default 0,          -- money returned
  add column refund_refuse_reason text not null default '',
  add column refund_delivery_name text not null default '',
  add column refund_delivery_no text not null default '',
  add column refund_delivery_remark text not null default '',
  add column is_evaluate_line smallint not null default 0;   -- 0 none, 1 reviewed, 2 followed up
create unique index order_goods_refund_no on order_goods(refund_no) where refund_no <> '';

-- what happened to a refund, for the buyer's refund detail (action_way 1 buyer, 2 shop, 3 platform)
create table order_refund_log (
  id bigserial primary key,
  order_goods_id integer not null references order_goods(order_goods_id),
  refund_status smallint not null,
  action text not null,
  action_way smallint not null,
  create_time bigint not null
);
create index order_refund_log_goods on order_refund_log(order_goods_id, id);

-- where refunded money went: one row per refund and source (balance or the gateway), unique per
-- refund and source so a repeated completion cannot pay twice
create table order_refund_payment (
  id bigserial primary key,
  refund_no text not null,
  member_id integer not null references member(member_id),
  source text not null,             -- balance | balance_money | gateway
  amount integer not null,
  out_trade_no text not null default '',
  gateway_refund_no text not null default '',
  create_time bigint not null,
  unique (refund_no, source)
);

-- packages of a shipped order (order/package); the sandbox carrier's trace is derived from delivery_time
create table order_package (
  package_id serial primary key,
  order_id integer not null references orders(order_id),
  member_id integer not null references member(member_id),
  package_name text not null,
  express_company_name text not null,
  delivery_no text not null,
  delivery_type text not null default 'express', -- express | local
  delivery_time bigint not null
);
create index order_package_order on order_package(order_id);

-- complaints to the platform about a refund (one per order line; re-applied after a cancel)
create table order_complain (
  complain_id serial primary key,
  order_goods_id integer not null unique references order_goods(order_goods_id),
  order_id integer not null references orders(order_id),
  member_id integer not null references member(member_id),
  site_id integer not null,
  complain_reason text not null,
  complain_remark text not null default '',
  complain_status smallint not null,  -- 1 applied, 2 resolved, -1 refused by the platform, 0 cancelled
  platform_remark text not null default '',
  apply_time bigint not null,
  action_time bigint not null default 0
);
create index order_complain_member on order_complain(member_id, apply_time desc);

-- pickup and virtual-goods codes (reference §6.7): a verifier of the shop uses each once
create table verify_code (
  id serial primary key,
  verify_code text not null unique,
  verify_type text not null,          -- pickup | virtualgoods
  site_id integer not null references shop(site_id),
  order_id integer not null references orders(order_id),
  member_id integer not null references member(member_id),
  is_verify smallint not null default 0,
  verifier_id integer not null default 0,
  verifier_name text not null default '',
  verify_time bigint not null default 0,
  create_time bigint not null
);
create index verify_code_site on verify_code(site_id, verify_type, is_verify, verify_time desc);

-- reviews written from an order (goodsevaluate/add|again) know their order line; one per line
alter table goods_evaluate
  add column order_id integer not null default 0,
  add column order_goods_id integer not null default 0,
  add column scores smallint not null default 5;
create unique index goods_evaluate_order_goods on goods_evaluate(order_goods_id) where order_goods_id <> 0;

-- the buyer's scores of the shop with the first review of an order (1…5 each)
create table shop_evaluate (
  order_id integer primary key references orders(order_id),
  site_id integer not null references shop(site_id),
  member_id integer not null references member(member_id),
  shop_desccredit smallint not null,
  shop_servicecredit smallint not null,
  shop_deliverycredit smallint not null,
  create_time bigint not null
);
create index shop_evaluate_site on shop_evaluate(site_id);

-- the test clock's offset (milliseconds ahead of real time): the server and the CLI read the same row
create table test_clock (
  id smallint primary key default 1 check (id = 1),
  offset_ms bigint not null default 0
);
`
