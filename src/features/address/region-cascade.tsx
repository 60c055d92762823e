import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { areaListQuery, type Area } from '../../api/address/get-area-list.ts'
import { Select } from '../../ui/select.tsx'
import * as css from './address-form.css.ts'

export interface RegionValue {
  province_id: number
  city_id: number
  district_id: number
}

export interface RegionNames {
  province?: string
  city?: string
  district?: string
  /** the chosen city has districts to choose from */
  hasDistricts: boolean
}

const nameOf = (list: Area[] | undefined, areaId: number) => list?.find((a) => a.id === areaId)?.name
const options = (list: Area[] | undefined, placeholder: string) => [{ value: 0, label: placeholder }, ...(list ?? []).map((a) => ({ value: a.id, label: a.name }))]

/**
 * province → city → district from the real region data (/api/address/lists {pid}): choosing a level
 * clears the ones under it. `onChange` gets the ids and the chosen names (for "省-市-区").
 */
export function RegionCascade({ value, onChange, invalid, describedBy }: {
  value: RegionValue
  onChange: (value: RegionValue, names: RegionNames) => void
  invalid?: boolean
  describedBy?: string
}) {
  const { t } = useLingui()
  const id = useId()
  const provinces = useQuery(areaListQuery(0))
  // a level's list only once its parent is chosen: with no parent its key is pid 0, the provinces'
  // (a disabled select would otherwise hold — and a screen reader read — all the provinces)
  const cityQuery = useQuery({ ...areaListQuery(value.province_id), enabled: value.province_id > 0 })
  const districtQuery = useQuery({ ...areaListQuery(value.city_id), enabled: value.city_id > 0 })
  const cities = { data: value.province_id > 0 ? cityQuery.data : undefined }
  const districts = { data: value.city_id > 0 ? districtQuery.data : undefined }
  const names = (next: RegionValue): RegionNames => ({
    province: nameOf(provinces.data, next.province_id),
    city: nameOf(cities.data, next.city_id),
    district: nameOf(districts.data, next.district_id),
    hasDistricts: (districts.data?.length ?? 1) > 0,
  })
  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, className: css.region }
  return (
    <div className={css.regions} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} hidden>
        {t`所在地区`}
      </span>
      <Select
        {...common}
        aria-label={t`省份`}
        value={value.province_id}
        options={options(provinces.data, provinces.isPending ? t`加载中…` : t`请选择省份`)}
        onChange={(province_id) => onChange({ province_id, city_id: 0, district_id: 0 }, { province: nameOf(provinces.data, province_id), hasDistricts: true })}
      />
      <Select
        {...common}
        aria-label={t`城市`}
        disabled={!value.province_id}
        value={value.city_id}
        options={options(cities.data, value.province_id > 0 ? t`请选择城市` : t`请先选择省份`)}
        onChange={(city_id) => {
          const next = { ...value, city_id, district_id: 0 }
          onChange(next, { ...names(next), city: nameOf(cities.data, city_id), district: undefined, hasDistricts: true })
        }}
      />
      <Select
        {...common}
        aria-label={t`区县`}
        disabled={!value.city_id || districts.data?.length === 0}
        value={value.district_id}
        options={options(districts.data, !value.city_id ? t`请先选择城市` : districts.data?.length === 0 ? t`无下级地区` : t`请选择区县`)}
        onChange={(district_id) => {
          const next = { ...value, district_id }
          onChange(next, names(next))
        }}
      />
    </div>
  )
}

/** whether the chosen city has districts (the form's rule needs it): true until the list says otherwise */
export function useHasDistricts(cityId: number): boolean {
  const districts = useQuery({ ...areaListQuery(cityId), enabled: cityId > 0 })
  return cityId > 0 ? (districts.data?.length ?? 1) > 0 : true
}
