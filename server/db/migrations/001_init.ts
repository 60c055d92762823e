// Money columns are integer fen; times are epoch seconds (bigint, parsed to number by the driver).
export const up = `
create table site_config (
  key text primary key,
  value jsonb not null
);

create table website (
  site_id serial primary key,           -- the city sub-site id sent as website_id
  site_area_id integer not null unique, -- city code (e.g. 110100)
  site_area_name text not null,
  title text not null,
  status smallint not null default 1
);

create table member_level (
  level_id serial primary key,
  level_name text not null,
  growth integer not null,
  remark text not null default '',
  sort integer not null default 0
);

create table member (
  member_id serial primary key,
  username text not null unique,
  nickname text not null,
  password_hash text not null,
  pay_password_hash text not null default '',
  mobile text unique,
  email text not null default '',
  headimg text not null default '',
  status smallint not null default 1,
  member_level integer not null default 1 references member_level(level_id),
  growth integer not null default 0,
  point integer not null default 0,
  balance integer not null default 0,        -- fen, non-withdrawable
  balance_money integer not null default 0,  -- fen, withdrawable
  sex smallint not null default 0,
  birthday bigint not null default 0,
  location text not null default '',
  sign_days_series integer not null default 0,
  reg_time bigint not null,
  last_login_time bigint not null default 0
);

create table member_token (
  token_hash text primary key,
  member_id integer not null references member(member_id) on delete cascade,
  created_at bigint not null,
  expires_at bigint not null,
  revoked_at bigint
);
create index member_token_member on member_token(member_id);

create table captcha (
  id text primary key,
  answer text not null,
  expires_at bigint not null,
  used boolean not null default false
);
create index captcha_expires on captcha(expires_at);

-- the dev SMS outbox: every code the platform "sends"
create table sms_code (
  key text primary key,
  mobile text not null,
  purpose text not null,            -- login | register | find_password | bind_mobile | pay_password
  code text not null,
  created_at bigint not null,
  expires_at bigint not null,
  used boolean not null default false,
  attempts integer not null default 0
);
create index sms_code_mobile on sms_code(mobile, created_at desc);

create table login_failure (
  id bigserial primary key,
  scope text not null,              -- ip | username
  subject text not null,
  created_at bigint not null
);
create index login_failure_subject on login_failure(scope, subject, created_at);

create table shop (
  site_id serial primary key,
  site_name text not null,
  category_name text not null default '',
  group_name text not null default '',
  group_id integer not null default 0,
  logo text not null default '',
  avatar text not null default '',
  banner text not null default '',
  seo_description text not null default '',
  seo_keywords text not null default '',
  shop_desccredit real not null default 5,
  shop_servicecredit real not null default 5,
  shop_deliverycredit real not null default 5,
  shop_sales integer not null default 0,
  sub_num integer not null default 0,
  is_own smallint not null default 0,
  shop_status smallint not null default 1,
  cert_id integer not null default 1,
  level_name text not null default '',
  telephone text not null default '',
  qq text not null default '',
  ww text not null default '',
  workingtime text not null default '',
  province_id integer not null default 0,
  city_id integer not null default 0,
  address text not null default '',
  full_address text not null default '',
  longitude real not null default 0,
  latitude real not null default 0,
  website_id integer not null default 0,
  shop_baozh smallint not null default 0,
  shop_qtian smallint not null default 0,
  shop_zhping smallint not null default 0,
  shop_erxiaoshi smallint not null default 0,
  shop_tuihuo smallint not null default 0,
  shop_shiyong smallint not null default 0,
  shop_shiti smallint not null default 0,
  shop_xiaoxie smallint not null default 0,
  start_time bigint not null default 0,
  expire_time bigint not null default 0,
  create_time bigint not null default 0
);
create index shop_status_idx on shop(shop_status, site_id);
create index shop_sales_idx on shop(shop_sales desc);

create table shop_goods_category (
  category_id serial primary key,
  site_id integer not null references shop(site_id),
  pid integer not null default 0,
  level smallint not null,
  category_name text not null,
  sort integer not null default 0
);
create index shop_goods_category_site on shop_goods_category(site_id, pid, sort);

create table goods_category (
  category_id serial primary key,
  pid integer not null default 0,
  level smallint not null,
  category_name text not null,
  short_name text not null default '',
  image text not null default '',
  image_adv text not null default '',
  category_id_1 integer not null default 0,
  category_id_2 integer not null default 0,
  category_id_3 integer not null default 0,
  category_full_name text not null default '',
  is_show smallint not null default 1,
  sort integer not null default 0
);
create index goods_category_pid on goods_category(pid, sort);

create table goods_brand (
  brand_id serial primary key,
  brand_name text not null,
  brand_initial text not null default '',
  image_url text not null default '',
  banner text not null default '',
  brand_desc text not null default '',
  is_recommend smallint not null default 0,
  sort integer not null default 0
);
-- which brands appear under a level-1 category (relevanceinfo)
create table goods_brand_category (
  brand_id integer not null references goods_brand(brand_id),
  category_id_1 integer not null references goods_category(category_id),
  primary key (category_id_1, brand_id)
);

create table goods_attribute (
  attr_id serial primary key,
  category_id_1 integer not null references goods_category(category_id),
  attr_name text not null,
  is_query smallint not null default 1,
  sort integer not null default 0
);
create table goods_attribute_value (
  attr_value_id serial primary key,
  attr_id integer not null references goods_attribute(attr_id),
  attr_value_name text not null,
  sort integer not null default 0
);
create index goods_attribute_value_attr on goods_attribute_value(attr_id);

create table goods (
  goods_id serial primary key,
  goods_name text not null,
  site_id integer not null references shop(site_id),
  website_id integer not null default 0,
  category_id integer not null,
  category_id_1 integer not null,
  category_id_2 integer not null,
  category_id_3 integer not null,
  brand_id integer not null default 0,
  shop_category_id integer not null default 0,
  introduction text not null default '',
  keywords text not null default '',
  goods_image text not null default '',
  goods_content text not null default '',
  goods_attr_format jsonb not null default '[]',
  goods_spec_format jsonb not null default '[]',
  goods_state smallint not null default 1,
  verify_state smallint not null default 1,
  is_delete smallint not null default 0,
  is_virtual smallint not null default 0,
  is_free_shipping smallint not null default 0,
  is_own smallint not null default 0,
  unit text not null default '件',
  max_buy integer not null default 0,
  min_buy integer not null default 0,
  evaluate integer not null default 0,
  sale_num integer not null default 0,
  create_time bigint not null
);
create index goods_site on goods(site_id);

create table goods_attr_value_map (
  goods_id integer not null references goods(goods_id),
  attr_id integer not null,
  attr_value_id integer not null,
  primary key (attr_value_id, goods_id)
);
create index goods_attr_value_map_goods on goods_attr_value_map(goods_id);

-- goods_sku carries copies of the goods columns that lists filter and sort on, so a list query
-- touches one table; the goods service keeps them in step on every write.
create table goods_sku (
  sku_id serial primary key,
  goods_id integer not null references goods(goods_id),
  site_id integer not null references shop(site_id),
  website_id integer not null default 0,
  sku_name text not null,
  sku_no text not null default '',
  sku_spec_format jsonb not null default '[]',
  price integer not null,
  market_price integer not null default 0,
  cost_price integer not null default 0,
  discount_price integer not null,
  promotion_type smallint not null default 0,
  start_time bigint not null default 0,
  end_time bigint not null default 0,
  stock integer not null default 0 check (stock >= 0),
  sale_num integer not null default 0,
  click_num integer not null default 0,
  collect_num integer not null default 0,
  sku_image text not null default '',
  sku_images text not null default '',
  is_default smallint not null default 0,
  category_id_1 integer not null,
  category_id_2 integer not null,
  category_id_3 integer not null,
  brand_id integer not null default 0,
  shop_category_id integer not null default 0,
  is_free_shipping smallint not null default 0,
  is_own smallint not null default 0,
  is_virtual smallint not null default 0,
  on_sale boolean not null default true, -- goods_state=1, verify_state=1, not deleted, shop open
  search_text tsvector not null default ''::tsvector,
  create_time bigint not null
);
create index goods_sku_goods on goods_sku(goods_id);
create index goods_sku_site on goods_sku(site_id, on_sale);
create index goods_sku_cat1 on goods_sku(category_id_1, on_sale, sale_num desc);
create index goods_sku_cat2 on goods_sku(category_id_2, on_sale, sale_num desc);
create index goods_sku_cat3 on goods_sku(category_id_3, on_sale, sale_num desc);
create index goods_sku_brand on goods_sku(brand_id, on_sale);
create index goods_sku_price on goods_sku(on_sale, discount_price);
create index goods_sku_sales on goods_sku(on_sale, sale_num desc);
create index goods_sku_search on goods_sku using gin(search_text);

create table goods_evaluate (
  evaluate_id serial primary key,
  goods_id integer not null references goods(goods_id),
  sku_id integer not null,
  site_id integer not null,
  member_id integer not null default 0,
  member_name text not null,
  member_headimg text not null default '',
  is_anonymous smallint not null default 0,
  explain_type smallint not null default 1,
  content text not null,
  images text not null default '',
  sku_name text not null default '',
  explain_first text not null default '',
  again_content text not null default '',
  again_images text not null default '',
  again_explain text not null default '',
  again_time bigint not null default 0,
  is_audit smallint not null default 1,
  create_time bigint not null
);
create index goods_evaluate_goods on goods_evaluate(goods_id, create_time desc);

create table adv_position (
  keyword text primary key,
  ap_name text not null,
  ap_width integer not null default 0,
  ap_height integer not null default 0,
  background text not null default ''
);
create table adv (
  adv_id serial primary key,
  keyword text not null references adv_position(keyword),
  adv_title text not null,
  adv_image text not null,
  adv_url text not null default '{"url":""}',
  background text not null default '',
  sort integer not null default 0
);
create index adv_keyword on adv(keyword, sort);

create table pc_nav (
  id serial primary key,
  nav_title text not null,
  nav_url text not null,
  is_blank smallint not null default 0,
  is_show smallint not null default 1,
  sort integer not null default 0
);
create table friendly_link (
  id serial primary key,
  link_title text not null,
  link_url text not null,
  link_pic text not null default '',
  is_blank smallint not null default 1,
  is_show smallint not null default 1,
  sort integer not null default 0
);
create table shop_service (
  id serial primary key,
  service_name text not null,
  desc_text text not null default '',
  pc_icon text not null default '',
  sort integer not null default 0
);
create table help_class (
  class_id serial primary key,
  class_name text not null,
  sort integer not null default 0
);
create table help (
  id serial primary key,
  class_id integer not null references help_class(class_id),
  title text not null,
  content text not null,
  sort integer not null default 0,
  create_time bigint not null
);
create index help_class_idx on help(class_id, sort);
create table notice (
  id serial primary key,
  title text not null,
  content text not null,
  is_top smallint not null default 0,
  receiving_type text not null default 'web',
  create_time bigint not null
);
create index notice_time on notice(is_top desc, create_time desc);

create table pc_floor (
  id serial primary key,
  title text not null,
  block_name text not null,
  block_title text not null default '',
  value jsonb not null,
  state smallint not null default 1,
  sort integer not null default 0
);

create table servicer (
  servicer_id serial primary key,
  site_id integer not null,           -- 0 = platform service
  username text not null unique,
  nickname text not null,
  avatar text not null default '',
  password_hash text not null,
  online smallint not null default 0
);
create index servicer_site on servicer(site_id);

create table shop_member (
  site_id integer not null references shop(site_id),
  member_id integer not null references member(member_id),
  subscribe_time bigint not null,
  primary key (member_id, site_id)
);
create table goods_collect (
  collect_id serial primary key,
  member_id integer not null references member(member_id),
  goods_id integer not null references goods(goods_id),
  sku_id integer not null,
  site_id integer not null,
  create_time bigint not null,
  unique (member_id, goods_id)
);
create table goods_browse (
  id serial primary key,
  member_id integer not null references member(member_id),
  sku_id integer not null,
  goods_id integer not null,
  site_id integer not null,
  category_id integer not null default 0,
  browse_time bigint not null,
  unique (member_id, sku_id)
);
create index goods_browse_member on goods_browse(member_id, browse_time desc);

-- orders and coupons: the order and promotion issues fill these in; the member centre counts them now
create table orders (
  order_id serial primary key,
  order_no text not null unique,
  out_trade_no text not null default '',
  member_id integer not null references member(member_id),
  site_id integer not null,
  site_name text not null default '',
  order_type smallint not null default 1,
  order_status smallint not null default 0,
  pay_status smallint not null default 0,
  is_evaluate smallint not null default 0,
  evaluate_status smallint not null default 0,
  goods_money integer not null default 0,
  delivery_money integer not null default 0,
  order_money integer not null default 0,
  pay_money integer not null default 0,
  create_time bigint not null
);
create index orders_member on orders(member_id, order_status, create_time desc);
create table order_goods (
  order_goods_id serial primary key,
  order_id integer not null references orders(order_id),
  member_id integer not null,
  site_id integer not null,
  goods_id integer not null,
  sku_id integer not null,
  sku_name text not null,
  sku_image text not null default '',
  price integer not null,
  num integer not null,
  refund_status smallint not null default 0
);
create index order_goods_order on order_goods(order_id);
create index order_goods_member_refund on order_goods(member_id, refund_status);

create table member_coupon (
  coupon_id serial primary key,
  member_id integer not null references member(member_id),
  source smallint not null default 1,   -- 1 shop coupon, 2 platform coupon
  site_id integer not null default 0,
  coupon_type_id integer not null default 0,
  coupon_name text not null,
  money integer not null default 0,
  at_least integer not null default 0,
  state smallint not null default 1,     -- 1 unused, 2 used, 3 expired
  fetch_time bigint not null,
  end_time bigint not null default 0
);
create index member_coupon_member on member_coupon(member_id, state);
`
