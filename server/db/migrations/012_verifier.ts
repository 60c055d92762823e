// Verifiers (核销员, reference §6.7): members a shop has registered to verify pickup and
// virtual-goods codes. The member centre shows its verify desk only to them
// (/api/verify/checkisverifier). Shops register them outside the storefront (npm run ops -- verifier:add).
export const up = `
create table verifier (
  verifier_id serial primary key,
  site_id integer not null references shop(site_id),
  member_id integer not null references member(member_id),
  verifier_name text not null default '',
  create_time bigint not null,
  unique (site_id, member_id)
);
create index verifier_member on verifier (member_id);
`
