// No hot row (issue 6): migration 005's triggers updated the one row of catalog_version inside every
// transaction that changed the catalog, so on PostgreSQL each stock write held that row's lock until
// its commit and every other checkout queued behind it (two multi-sku transactions could deadlock on
// it). The triggers now only NOTIFY bazaar_catalog; processes drop their cached answers on the
// notification (server/db/response-cache.ts) and nothing every write must update remains. The
// function keeps its name so the triggers of 005, with their column lists, stay as they are.
// See docs/decisions/005-catalog-invalidation-without-a-hot-row.md.
export const up = `
create or replace function bump_catalog_version() returns trigger language plpgsql as $$
begin
  perform pg_notify('bazaar_catalog', '');
  return null;
end
$$;

drop table catalog_version;
`
