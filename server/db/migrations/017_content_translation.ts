// Platform content in the second interface language (issue 13): the marketplace's own words — nav,
// adverts, categories, spec and attribute names, units, help, notices, promises, levels, config
// texts — each stored with its English. Keyed by the Chinese source text (md5, so long HTML fits a
// btree), because that text is what every table and JSON config already holds: one table covers
// them all, and a shop's own words (goods and shop names) are simply not in it.
export const up = `
create table content_translation (
  source_md5 text not null,
  lang text not null,
  source text not null,
  value text not null,
  primary key (source_md5, lang)
);
`
