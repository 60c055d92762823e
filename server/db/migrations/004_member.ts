// Member area: the cart lines (counted by /api/cart/count now, filled by the cart issue later) and
// case-insensitive usernames ("Alice" and "alice" are one account, and login matches either).
export const up = `
create table cart (
  cart_id serial primary key,
  member_id integer not null references member(member_id),
  site_id integer not null,
  sku_id integer not null,
  num integer not null check (num > 0),
  create_time bigint not null,
  unique (member_id, sku_id)
);

create unique index member_username_lower on member (lower(username));
`
