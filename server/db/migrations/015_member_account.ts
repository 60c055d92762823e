// The member account (issue 11): the ledger carries points and growth next to the two balance
// buckets; sign-ins (one per member per calendar day, by a unique key), recharge packages and their
// orders, withdrawals (money reserved at application) and withdrawal accounts. Money is integer fen;
// times are epoch seconds; days are 'YYYY-MM-DD' in Beijing time (the marketplace's calendar).
export const up = `
-- account_type: balance | balance_money | point | growth. A member's column always equals the sum of
-- their rows of that type; every change is one conditional update plus one row, in one transaction.
alter table member_account_ledger
  add constraint member_account_ledger_type check (account_type in ('balance', 'balance_money', 'point', 'growth'));
create index member_account_ledger_type on member_account_ledger(member_id, account_type, id desc);
alter table member
  add constraint member_totals_not_negative check (balance >= 0 and balance_money >= 0 and point >= 0 and growth >= 0);

-- what reaching a level gives once (an upgrade gift) and its standing discount on the member's own
-- purchases is not modelled: a level shows its gift and remark
alter table member_level
  add column send_point integer not null default 0,
  add column send_balance integer not null default 0;

create table member_signin (
  id serial primary key,
  member_id integer not null references member(member_id),
  sign_day text not null,             -- 'YYYY-MM-DD', Beijing time
  days_series integer not null,       -- the streak this sign-in made
  point integer not null default 0,
  growth integer not null default 0,
  create_time bigint not null,
  unique (member_id, sign_day)
);

create table member_recharge (
  recharge_id serial primary key,
  recharge_name text not null,
  cover_img text not null default '',
  face_value integer not null,        -- fen credited to the balance
  buy_price integer not null,         -- fen paid
  point integer not null default 0,
  growth integer not null default 0,
  coupon_id integer not null default 0,
  sale_num integer not null default 0,
  status smallint not null default 1, -- 1 on sale, 0 off
  sort integer not null default 0,
  create_time bigint not null
);

create table member_recharge_order (
  order_id serial primary key,
  order_no text not null unique,
  out_trade_no text not null unique,
  member_id integer not null references member(member_id),
  recharge_id integer not null,
  recharge_name text not null,
  cover_img text not null default '',
  face_value integer not null,
  buy_price integer not null,
  point integer not null default 0,
  growth integer not null default 0,
  status smallint not null default 1, -- 1 unpaid, 2 paid, -1 closed
  pay_type text not null default '',
  pay_time bigint not null default 0,
  create_time bigint not null
);
create index member_recharge_order_member on member_recharge_order(member_id, order_id desc);

create table member_bank_account (
  id serial primary key,
  member_id integer not null references member(member_id),
  realname text not null,
  mobile text not null,
  withdraw_type text not null,        -- bank | alipay
  branch_bank_name text not null default '',
  bank_account text not null,
  is_default smallint not null default 0,
  create_time bigint not null
);
create index member_bank_account_member on member_bank_account(member_id, id);
create unique index member_bank_account_default on member_bank_account(member_id) where is_default = 1;

-- status 0 pending review, 1 approved (awaiting transfer), 2 transferred, -1 refused
create table member_withdraw (
  id serial primary key,
  withdraw_no text not null unique,
  member_id integer not null references member(member_id),
  transfer_type text not null,
  transfer_type_name text not null,
  realname text not null,
  mobile text not null,
  bank_name text not null default '',
  account_number text not null,
  apply_money integer not null check (apply_money > 0),
  rate integer not null default 0,           -- fee in hundredths of a percent (60 = 0.6%)
  service_money integer not null default 0,
  money integer not null,                    -- paid out: apply_money - service_money
  status smallint not null default 0,
  refuse_reason text not null default '',
  apply_time bigint not null,
  audit_time bigint not null default 0,
  payment_time bigint not null default 0
);
create index member_withdraw_member on member_withdraw(member_id, id desc);
`
