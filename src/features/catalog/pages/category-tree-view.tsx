import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { EmptyState } from '../../../ui/states.tsx'
import { Img } from '../../../ui/img.tsx'
import { categoryTreeQuery } from '../../../api/category/get-category-tree.ts'
import * as css from './pages.css.ts'

/** /category: every level-1 category with its level-2 rows and their level-3 links */
export function CategoryTreeView() {
  const { data: tree } = useSuspenseQuery(categoryTreeQuery())
  return (
    <Container className={css.page}>
      <h1 className={css.heading}>
        <Trans>全部商品分类</Trans>
      </h1>
      {tree.length === 0 && <EmptyState title={<Trans>暂无分类</Trans>} />}
      {tree.map((l1) => (
        <section key={l1.category_id} className={css.l1} aria-labelledby={`cat-${l1.category_id}`}>
          <h2 id={`cat-${l1.category_id}`} className={css.l1Head}>
            {l1.image && <Img src={l1.image} kind="category" width={24} height={24} alt="" />}
            <Link to="/list" search={{ category_id: l1.category_id, level: 1 }}>
              {l1.category_name}
            </Link>
          </h2>
          {(l1.child_list ?? []).map((l2) => (
            <div key={l2.category_id} className={css.l2Row}>
              <Link to="/list" search={{ category_id: l2.category_id, level: 2 }} className={css.l2Name}>
                {l2.category_name} <span aria-hidden="true">›</span>
              </Link>
              <ul className={css.l3List}>
                {(l2.child_list ?? []).map((l3) => (
                  <li key={l3.category_id}>
                    <Link to="/list" search={{ category_id: l3.category_id, level: 3 }}>
                      {l3.category_name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </Container>
  )
}
