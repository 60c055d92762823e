import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { Img } from '../../../ui/img.tsx'
import type { FacetAttribute, Facets } from '../api/get-goods-facets.ts'
import { setAttrValues, type AttrPick } from '../../../../domain/catalog/list-params.ts'
import * as css from './goods-list.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export interface FilterPanelProps {
  info: Facets
  brandId: number | undefined
  picks: AttrPick[]
  onBrand: (brandId: number | undefined) => void
  onAttrs: (picks: AttrPick[]) => void
}

// brands shown before "more": two full rows of the grid (never a row cut in half)
const BRAND_ROWS_SHOWN = 2
const BRANDS_PER_ROW = 8

/** brands (by initial) and attribute values of what the list finds (facets); attributes can be multi-selected */
export function FilterPanel({ info, brandId, picks, onBrand, onAttrs }: FilterPanelProps) {
  const { t } = useLingui()
  const [initial, setInitial] = useState('')
  const [allBrands, setAllBrands] = useState(false)
  const pickedAttrs = new Set(picks.map((p) => p.key))
  const matching = info.brand_list.filter((b) => !initial || b.brand_initial === initial)
  const more = matching.length > BRAND_ROWS_SHOWN * BRANDS_PER_ROW
  const brands = more && !allBrands ? matching.slice(0, BRAND_ROWS_SHOWN * BRANDS_PER_ROW) : matching
  const attributes = info.attribute_list.filter((a) => !pickedAttrs.has(a.attr_key) && a.child.length > 0)
  const showBrands = !brandId && info.brand_list.length > 0
  if (!showBrands && attributes.length === 0) return null
  return (
    <section className={css.filters} aria-label={t`筛选条件`}>
      {showBrands && (
        <div className={css.filterRow}>
          <div className={css.filterLabel}>
            <Trans>品牌</Trans>
          </div>
          <div className={css.filterBody}>
            {info.brand_initial_list.length > 1 && info.brand_list.length > BRANDS_PER_ROW && (
              <div className={css.initials}>
                <button type="button" className={css.initial} aria-pressed={initial === ''} onClick={() => setInitial('')}>
                  <Trans>所有品牌</Trans>
                </button>
                {info.brand_initial_list.map((letter) => (
                  <button key={letter} type="button" className={css.initial} aria-pressed={initial === letter} onClick={() => setInitial(letter)}>
                    {letter}
                  </button>
                ))}
              </div>
            )}
            <ul className={css.brandGrid}>
              {brands.map((brand) => (
                <li key={brand.id}>
                  <button type="button" className={css.brandItem} style={{ width: '100%' }} title={t`${brand.brand_name}（${brand.goods_num} 件商品）`} lang={shopLang(brand.brand_name)} onClick={() => onBrand(brand.id)}>
                    {brand.image_url ? <Img src={brand.image_url} kind="brand" width={100} height={40} fit="contain" alt={brand.brand_name} /> : brand.brand_name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {more && (
            <div className={css.filterActions}>
              <button type="button" className={css.smallButton} aria-expanded={allBrands} onClick={() => setAllBrands((v) => !v)}>
                {allBrands ? <Trans>收起</Trans> : <Trans>更多</Trans>}
              </button>
            </div>
          )}
        </div>
      )}
      {attributes.map((attr) => (
        <AttributeRow key={attr.attr_key} attr={attr} onPick={(values) => onAttrs(setAttrValues(picks, attr.attr_key, values))} />
      ))}
    </section>
  )
}

function AttributeRow({ attr, onPick }: { attr: FacetAttribute; onPick: (values: string[]) => void }) {
  const [multi, setMulti] = useState(false)
  const [chosen, setChosen] = useState<string[]>([])
  const toggle = (key: string, on: boolean) => setChosen((prev) => (on ? [...prev, key] : prev.filter((v) => v !== key)))
  return (
    <div className={css.filterRow}>
      <div className={css.filterLabel}>{attr.attr_name}</div>
      <div className={css.filterBody}>
        <ul className={css.values}>
          {attr.child.map((v) => (
            <li key={v.value_key}>
              {multi ? (
                <Checkbox checked={chosen.includes(v.value_key)} onCheckedChange={(on) => toggle(v.value_key, on)} label={v.attr_value_name} />
              ) : (
                <button type="button" className={css.valueButton} onClick={() => onPick([v.value_key])}>
                  {v.attr_value_name}
                </button>
              )}
            </li>
          ))}
        </ul>
        {multi && (
          <div className={css.multiRow}>
            <button type="button" className={css.smallButton} disabled={chosen.length === 0} onClick={() => onPick(chosen)}>
              <Trans>确定</Trans>
            </button>
            <button type="button" className={css.smallButton} onClick={() => { setMulti(false); setChosen([]) }}>
              <Trans>取消</Trans>
            </button>
          </div>
        )}
      </div>
      {!multi && (
        <div className={css.filterActions}>
          <button type="button" className={css.smallButton} onClick={() => setMulti(true)}>
            <Trans>+ 多选</Trans>
          </button>
        </div>
      )}
    </div>
  )
}
