import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage } from '../../../ui/error-message.ts'
import { defaultSearchWordsQuery } from '../api/get-default-search-words.ts'
import { hotSearchWordsQuery } from '../api/get-hot-search-words.ts'
import { categoryTreeQuery } from '../../../api/category/get-category-tree.ts'
import { FRAME_TREE_PARAMS } from '../../../../domain/catalog/first-view-calls.ts'
import { Icon } from './icons.tsx'
import * as css from './header-main.css.ts'

export type SearchType = 'goods' | 'shop'

/** the spec: search keyword max 50 characters (the /list and /street schemas cut to the same) */
const KEYWORD_MAX = 50

export interface SearchBoxProps {
  /** 店铺 on the shop street, 商品 elsewhere */
  defaultType: SearchType
  /** the keyword of the list being shown, so the box shows what was searched */
  initialKeyword?: string
}

/** the header search (spec §2 header, §5: max 50 characters) */
export function SearchBox({ defaultType, initialKeyword = '' }: SearchBoxProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [type, setType] = useState<SearchType>(defaultType)
  const [keyword, setKeyword] = useState(initialKeyword)
  const [categoryId, setCategoryId] = useState(0)
  const { data: placeholderWord = '' } = useQuery(defaultSearchWordsQuery())
  const hot = useQuery(hotSearchWordsQuery())
  const tree = useQuery(categoryTreeQuery(FRAME_TREE_PARAMS))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    // an empty box searches the suggested word, as its placeholder promises
    const word = (keyword.trim() || placeholderWord).slice(0, KEYWORD_MAX) || undefined
    if (type === 'shop') {
      void navigate({ to: '/street', search: { keyword: word } })
    } else {
      void navigate({ to: '/list', search: categoryId ? { keyword: word, category_id: categoryId, level: 1 } : { keyword: word } })
    }
  }

  return (
    <div className={css.search}>
      <form role="search" className={css.form} onSubmit={submit}>
        <select className={css.typeSelect} value={type} onChange={(e) => setType(e.target.value === 'shop' ? 'shop' : 'goods')} aria-label={t`搜索类型`}>
          <option value="goods">{t`商品`}</option>
          <option value="shop">{t`店铺`}</option>
        </select>
        {type === 'goods' && tree.data && tree.data.length > 0 && (
          <select className={css.categorySelect} value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))} aria-label={t`搜索分类`}>
            <option value={0}>{t`全部分类`}</option>
            {tree.data.map((c) => (
              <option key={c.category_id} value={c.category_id}>
                {c.category_name}
              </option>
            ))}
          </select>
        )}
        <input
          type="search"
          className={css.input}
          value={keyword}
          maxLength={KEYWORD_MAX}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={placeholderWord || (type === 'shop' ? t`搜索店铺` : t`搜索商品`)}
          aria-label={type === 'shop' ? t`搜索店铺` : t`搜索商品`}
          enterKeyHint="search"
        />
        <button type="submit" className={css.submit}>
          <Icon name="search" size={18} />
          <Trans>搜索</Trans>
        </button>
      </form>
      {/* the row keeps its height while the words load, so the header does not move */}
      {!hot.isError && !(hot.data && hot.data.length > 0) && <div className={css.hotWords} aria-hidden="true" />}
      {hot.isError && (
        <p className={css.hotWords} role="alert">
          {errorMessage(hot.error, t)}
        </p>
      )}
      {hot.data && hot.data.length > 0 && (
        <ul className={css.hotWords} aria-label={t`热门搜索`}>
          {hot.data.map((word) => (
            <li key={word}>
              <Link to="/list" search={{ keyword: word.slice(0, KEYWORD_MAX), search_type: 'goods' }} className={css.hotWord}>
                {word}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
