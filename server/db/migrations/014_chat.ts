// Customer-service chat (reference §5.5, issue 10). One row per message in servicer_dialogue (stored
// before it is pushed; clients dedupe by id), one row per member ↔ shop session in servicer_member,
// keyword auto-replies per shop, and agent login tokens (agents are not members: their own table).
// Who is connected right now is not in the database: the chat hub knows (server/chat/hub.ts).
export const up = `
create table servicer_dialogue (
  id bigserial primary key,
  member_id integer not null references member(member_id),
  site_id integer not null,                 -- the shop; 0 = the platform's service
  servicer_id integer not null default 0,   -- 0 = nobody was online (stored for later)
  type smallint not null,                   -- 0 member → agent, 1 agent → member
  content_type smallint not null,           -- 0 text, 1 goods sku, 2 order, 3 image
  consumer_say text not null default '',
  servicer_say text not null default '',
  goods_sku_id integer not null default 0,
  order_id integer not null default 0,
  is_read smallint not null default 0,      -- read by the other side
  is_auto smallint not null default 0,      -- 1 = a keyword auto-reply
  client_msg_id text,                       -- a sender's idempotency key
  add_time bigint not null
);
create index servicer_dialogue_thread on servicer_dialogue (member_id, site_id, id);
create index servicer_dialogue_shop on servicer_dialogue (site_id, id);
create index servicer_dialogue_unread on servicer_dialogue (site_id, member_id, type) where is_read = 0;
-- a retry of the same send stores nothing new: unique per member (its sends), per agent (its answers)
create unique index servicer_dialogue_member_msg on servicer_dialogue (member_id, client_msg_id) where type = 0 and client_msg_id is not null;
create unique index servicer_dialogue_servicer_msg on servicer_dialogue (servicer_id, client_msg_id) where type = 1 and client_msg_id is not null;

create table servicer_member (
  id serial primary key,
  member_id integer not null references member(member_id),
  site_id integer not null,
  servicer_id integer not null default 0,
  online smallint not null default 0,
  client_id text not null default '',
  create_time bigint not null,
  last_online_time bigint not null default 0,
  unique (member_id, site_id)
);
create index servicer_member_servicer on servicer_member (servicer_id) where online = 1;
create index servicer_member_site on servicer_member (site_id, last_online_time);

create table servicer_keyword (
  id serial primary key,
  site_id integer not null,
  keyword text not null,
  content text not null,
  sort integer not null default 0
);
create index servicer_keyword_site on servicer_keyword (site_id);

create table servicer_token (
  token_hash text primary key,
  servicer_id integer not null references servicer(servicer_id),
  created_at bigint not null,
  expires_at bigint not null,
  revoked_at bigint
);
create index servicer_token_servicer on servicer_token (servicer_id);
`
