import { sql } from 'kysely'
import type { Database } from '../index.ts'
import { writeGlossary } from '../../i18n/glossary.ts'
import { FLOOR_TITLES } from '../../modules/images/service.ts'
import { AFTERSALE_EN, CATEGORY_TERMS, SITE_TERMS, SPEC_TERMS } from './english-terms.ts'
import { LEVELS } from './members.ts'
import { SITE_CONFIGS, NOTICE_SIGNATURE, helpHtml, noticeHtml } from './site.ts'
import { AGREEMENT_CONTENT, AGREEMENT_TITLE, HELP, NOTICES } from './site-data.ts'
import { AGREEMENT_CONTENT_EN, AGREEMENT_TITLE_EN, HELP_EN, NOTICES_EN, NOTICE_SIGNATURE_EN } from './site-data-en.ts'

/** every platform text with its English: short terms, help, notices, the agreement */
export function glossaryPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    ...Object.entries(CATEGORY_TERMS),
    ...Object.entries(SPEC_TERMS),
    ...Object.entries(SITE_TERMS),
    [AGREEMENT_TITLE, AGREEMENT_TITLE_EN],
    [AGREEMENT_CONTENT, AGREEMENT_CONTENT_EN],
    [NOTICE_SIGNATURE, NOTICE_SIGNATURE_EN],
  ]
  HELP.forEach((c, ci) => {
    const en = HELP_EN[ci]!
    pairs.push([c.name, en.name])
    c.articles.forEach((a, ai) => {
      const e = en.articles[ai]!
      pairs.push([a.title, e.title], [helpHtml(a.body), helpHtml(e.body)])
    })
  })
  NOTICES.forEach((n, i) => {
    const e = NOTICES_EN[i]!
    pairs.push([n.title, e.title], [noticeHtml(n.body, NOTICE_SIGNATURE), noticeHtml(e.body, NOTICE_SIGNATURE_EN)])
  })
  // every picture title must be known: an English page must not show a Chinese banner
  for (const t of FLOOR_TITLES.filter(Boolean)) if (!SITE_TERMS[t]) throw new Error(`no English for the floor picture ${t}`)
  for (const l of LEVELS) if (!SITE_TERMS[l.level_name] || !SITE_TERMS[l.remark]) throw new Error(`no English for level ${l.level_name}`)
  void SITE_CONFIGS
  return pairs
}

/** write the glossary, and the English of the after-sales text as the database holds it */
export async function syncGlossary(db: Database): Promise<number> {
  const aftersale = await db.selectFrom('site_config').select(sql<string>`value->>'content'`.as('content')).where('key', '=', 'goods_aftersale').executeTakeFirst()
  const pairs = glossaryPairs()
  if (aftersale?.content) pairs.push([aftersale.content, AFTERSALE_EN])
  return writeGlossary(db, pairs)
}
