// Platform settings a page shows (site_config: the site's open or closed state, the copyright, the
// nav, the search words, the default pictures …) are embedded in the first screens and kept in the
// visitors' answer cache like the catalog (server/db/response-cache.ts). A write to them NOTIFYs
// bazaar_catalog like a catalog write (the 006 function only notifies), so an operator's change —
// from the CLI, another process, psql — shows on the next page: after `ops site:open` the home said
// 网站维护中 for up to 5 s more. Settings change a few times a day: dropping every cached answer then
// costs nothing worth keeping a second rule for.
export const up = `
create trigger site_config_catalog_version after insert or delete or update on site_config
  for each statement execute function bump_catalog_version();
`
