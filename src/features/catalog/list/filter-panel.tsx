import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { Img } from '../../../ui/img.tsx'
import type { RelevanceAttribute, RelevanceInfo } from '../api/get-relevance-info.ts'
import { setAttrValues, type AttrPick } from './list-params.ts'
import * as css from './goods-list.css.ts'
import { shopLang } from '../../../lib/shop-lang.ts'

export interface FilterPanelProps {
  info: RelevanceInfo
  brandId: number | undefined
  picks: AttrPick[]
  onBrand: (brandId: number | undefined) => void
  onAttrs: (picks: AttrPick[]) => void
}

/** brands (by initial) and attribute values of the category; attributes can be multi-selected */
export function FilterPanel({ info, brandId, picks, onBrand, onAttrs }: FilterPanelProps) {
  const { t } = useLingui()
  const [initial, setInitial] = useState('')
  const pickedAttrs = new Set(picks.map((p) => p.attr_id))
  const brands = info.brand_list.filter((b) => !initial || b.brand_initial === initial)
  const attributes = info.attribute_list.filter((a) => !pickedAttrs.has(a.attr_id) && a.child.length > 0)
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
            {info.brand_initial_list.length > 1 && (
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
                  <button type="button" className={css.brandItem} style={{ width: '100%' }} title={brand.brand_name} lang={shopLang(brand.brand_name)} onClick={() => onBrand(brand.id)}>
                    {brand.image_url ? <Img src={brand.image_url} kind="brand" width={100} height={40} fit="contain" alt={brand.brand_name} /> : brand.brand_name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {attributes.map((attr) => (
        <AttributeRow key={attr.attr_id} attr={attr} onPick={(ids) => onAttrs(setAttrValues(picks, attr.attr_id, ids))} />
      ))}
    </section>
  )
}

function AttributeRow({ attr, onPick }: { attr: RelevanceAttribute; onPick: (valueIds: number[]) => void }) {
  const [multi, setMulti] = useState(false)
  const [chosen, setChosen] = useState<number[]>([])
  const toggle = (id: number, on: boolean) => setChosen((prev) => (on ? [...prev, id] : prev.filter((v) => v !== id)))
  return (
    <div className={css.filterRow}>
      <div className={css.filterLabel}>{attr.attr_name}</div>
      <div className={css.filterBody}>
        <ul className={css.values}>
          {attr.child.map((v) => (
            <li key={v.attr_value_id}>
              {multi ? (
                <Checkbox checked={chosen.includes(v.attr_value_id)} onCheckedChange={(on) => toggle(v.attr_value_id, on)} label={v.attr_value_name} />
              ) : (
                <button type="button" className={css.valueButton} onClick={() => onPick([v.attr_value_id])}>
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
