import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as css from './shop.css.ts'

const KEYWORD_MAX = 50 // the spec: search keyword max length 50

/** a keyword box with its button; submits the trimmed keyword ('' clears the search) */
export function KeywordForm({ keyword, placeholder, buttonLabel, onSubmit }: { keyword: string; placeholder: string; buttonLabel: string; onSubmit: (keyword: string) => void }) {
  const { t } = useLingui()
  const [value, setValue] = useState(keyword)
  const [shown, setShown] = useState(keyword)
  // the URL changed the keyword (back/forward, header search): show the new one
  if (shown !== keyword) {
    setShown(keyword)
    setValue(keyword)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit(value.trim())
  }
  return (
    <form className={css.searchForm} role="search" onSubmit={submit}>
      <input
        className={css.searchInput}
        type="search"
        value={value}
        maxLength={KEYWORD_MAX}
        placeholder={placeholder}
        aria-label={t`关键词`}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className={css.searchButton}>
        {buttonLabel}
      </button>
    </form>
  )
}
