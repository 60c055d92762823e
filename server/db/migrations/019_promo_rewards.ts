// Spend-threshold rewards and per-day flash-sale limits (issue 12, reference §7.1, §7.6).
//
// - order_promotion_reward: what a 满减送 rule reached by an order promises besides the discount —
//   points, a coupon, a gift — written at create (the gift, if any stock was left, as a 0-price order
//   line), granted once when the order completes: `state` 0 → 1 in one conditional update, in the
//   completion's transaction. An order closed before completion (unpaid, or refunded in full) never
//   completes, so nothing is granted.
// - promotion_member_quota.period: the flash-sale limit is per member per day of the slot (the slots
//   repeat every day); `period` is the Beijing day number for flash sales and 0 for the rest. The
//   order remembers the period it took (order_promotion.quota_period), so a close gives back that day's.
// - order_goods.is_gift: a gift line is not refunded on its own and does not keep a refunded order open.
export const up = `
alter table promotion_member_quota add column period integer not null default 0;
alter table promotion_member_quota drop constraint promotion_member_quota_pkey;
alter table promotion_member_quota add primary key (kind, ref_id, member_id, period);
alter table order_promotion add column quota_period integer not null default 0;

alter table order_goods add column is_gift smallint not null default 0;

create table order_promotion_reward (
  order_id integer primary key references orders(order_id),
  member_id integer not null references member(member_id),
  site_id integer not null,
  manjian_id integer not null,
  manjian_name text not null,
  manjian_type smallint not null default 0,           -- 0 thresholds in fen, 1 in items
  rule_money integer not null default 0,              -- the threshold reached (fen, or items when type 1)
  point integer not null default 0 check (point >= 0),
  coupon_type_id integer not null default 0,
  coupon_name text not null default '',
  coupon_state smallint not null default 0,           -- 0 none or not yet, 1 issued (coupon_id), -1 none left to issue
  coupon_id integer not null default 0,
  present_sku_id integer not null default 0,
  present_name text not null default '',
  present_num integer not null default 0,
  present_state smallint not null default 0,          -- 0 no gift, 1 an order line, -1 none left at create (赠完即止)
  state smallint not null default 0,                  -- 0 waiting for the order to complete, 1 granted, -1 forfeited (refunds took the order below the threshold)
  grant_time bigint not null default 0,
  create_time bigint not null
);
create index order_promotion_reward_member on order_promotion_reward(member_id, order_id);
`
