import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '../../../ui/checkbox.tsx'
import type { ListSearch } from '../../../../domain/catalog/search-params.ts'
import { nextSort, parsePriceInput, type SortKey } from '../../../../domain/catalog/list-params.ts'
import * as css from './goods-list.css.ts'

export interface SortBarProps {
  search: ListSearch
  count: number | undefined
  onChange: (patch: Partial<ListSearch>) => void
}

/** 综合 / 销量 / 价格 (toggles asc/desc), price range, 包邮 and 自营, the total */
export function SortBar({ search, count, onChange }: SortBarProps) {
  const { t } = useLingui()
  const order = search.order ?? ''
  const priceDir = order === 'discount_price' ? (search.sort ?? 'asc') : undefined
  const keys: Array<{ key: SortKey; label: string }> = [
    { key: '', label: t`综合` },
    { key: 'sale_num', label: t`销量` },
    { key: 'discount_price', label: t`价格` },
  ]
  return (
    <div className={css.bar}>
      <div className={css.sortKeys} role="group" aria-label={t`排序`}>
        {keys.map(({ key, label }) => (
          <button key={key || 'default'} type="button" className={css.sortKey} aria-pressed={order === key} onClick={() => onChange(nextSort(search, key))}>
            {label}
            {key === 'discount_price' && (
              <span aria-label={priceDir === 'desc' ? t`从高到低` : priceDir === 'asc' ? t`从低到高` : undefined}>
                {priceDir === 'desc' ? '↓' : priceDir === 'asc' ? '↑' : '↕'}
              </span>
            )}
          </button>
        ))}
      </div>
      <PriceRange key={`${search.min_price ?? ''}-${search.max_price ?? ''}`} min={search.min_price} max={search.max_price} onApply={(min_price, max_price) => onChange({ min_price, max_price })} />
      <Checkbox checked={search.is_free_shipping === 1} onCheckedChange={(on) => onChange({ is_free_shipping: on ? 1 : undefined })} label={t`包邮`} />
      <Checkbox checked={search.is_own === 1} onCheckedChange={(on) => onChange({ is_own: on ? 1 : undefined })} label={t`自营`} />
      {count !== undefined && (
        <span className={css.total}>
          <Trans>
            共 <b className={css.totalNum}>{count}</b> 件商品
          </Trans>
        </span>
      )}
    </div>
  )
}

function PriceRange({ min, max, onApply }: { min?: number; max?: number; onApply: (min?: number, max?: number) => void }) {
  const { t } = useLingui()
  const [low, setLow] = useState(min === undefined ? '' : String(min))
  const [high, setHigh] = useState(max === undefined ? '' : String(max))
  const lowValue = parsePriceInput(low)
  const highValue = parsePriceInput(high)
  const invalid = lowValue === null || highValue === null
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (invalid) return
    let [a, b] = [lowValue, highValue]
    if (a !== undefined && b !== undefined && a > b) [a, b] = [b, a]
    onApply(a, b)
  }
  return (
    <form className={css.priceBox} onSubmit={submit} aria-label={t`价格区间`}>
      <input className={css.priceInput} inputMode="decimal" placeholder="￥" aria-label={t`最低价`} value={low} onChange={(e) => setLow(e.target.value)} aria-invalid={lowValue === null || undefined} />
      <span aria-hidden="true">-</span>
      <input className={css.priceInput} inputMode="decimal" placeholder="￥" aria-label={t`最高价`} value={high} onChange={(e) => setHigh(e.target.value)} aria-invalid={highValue === null || undefined} />
      <button type="submit" className={css.smallButton} disabled={invalid}>
        <Trans>确定</Trans>
      </button>
    </form>
  )
}
