// Money the gateway took that no order owes goes back (issue 21, docs/decisions/016-order-rules.md):
// a verified, successful notification for a payment that was superseded, closed, re-priced or already
// paid under another trade is recorded here and returned through the gateway, once per gateway trade.
// pay_notify keeps where each notification came from, so unverified ones are stored in a bounded
// amount per source.
export const up = `
create table pay_return (
  id bigserial primary key,
  out_trade_no text not null,
  pay_type text not null,
  trade_no text not null,
  member_id integer not null default 0,
  amount integer not null,
  reason text not null,
  gateway_refund_no text not null,
  create_time bigint not null,
  unique (pay_type, trade_no)
);
create index pay_return_trade on pay_return(out_trade_no);
alter table pay_notify add column source text not null default '';
create index pay_notify_source on pay_notify(source, create_time) where not verified;
`
