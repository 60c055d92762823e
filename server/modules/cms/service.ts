import type { Database } from '../../db/index.ts'
import { errors, msg } from '../../http/envelope.ts'
import { pageOffset, paged } from '../../db/paging.ts'

// Notices and help articles. Rich text is returned as stored: it is written by the platform, and the
// storefront sanitises it before display.

export async function noticePage(db: Database, page: number, pageSize: number, receivingType?: string) {
  let base = db.selectFrom('notice')
  if (receivingType) base = base.where('receiving_type', '=', receivingType)
  const [count, list] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select(['id', 'title', 'is_top', 'receiving_type', 'create_time'])
      .orderBy('is_top', 'desc')
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  return paged(Number(count?.n ?? 0), pageSize, list)
}

export async function noticeInfo(db: Database, id: number) {
  const row = await db
    .selectFrom('notice')
    .select(['id', 'title', 'content', 'is_top', 'receiving_type', 'create_time'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw errors.notFound(msg('公告不存在', 'This notice does not exist'))
  return row
}

export async function helpPage(db: Database, classId: number | undefined, page: number, pageSize: number) {
  let base = db.selectFrom('help')
  if (classId) base = base.where('class_id', '=', classId)
  const [count, list] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select(['id', 'class_id', 'title', 'sort', 'create_time'])
      .orderBy('sort')
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  return paged(Number(count?.n ?? 0), pageSize, list)
}

export async function helpInfo(db: Database, id: number) {
  const row = await db
    .selectFrom('help as h')
    .innerJoin('help_class as c', 'c.class_id', 'h.class_id')
    .select(['h.id', 'h.class_id', 'c.class_name', 'h.title', 'h.content', 'h.sort', 'h.create_time'])
    .where('h.id', '=', id)
    .executeTakeFirst()
  if (!row) throw errors.notFound(msg('帮助文章不存在', 'This help article does not exist'))
  return row
}

export async function helpClassInfo(db: Database, classId: number) {
  const row = await db
    .selectFrom('help_class')
    .select(['class_id', 'class_name', 'sort'])
    .where('class_id', '=', classId)
    .executeTakeFirst()
  if (!row) throw errors.notFound(msg('帮助分类不存在', 'This help category does not exist'))
  return row
}
