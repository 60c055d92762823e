import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Popover } from 'radix-ui'
import { Trans, useLingui } from '@lingui/react/macro'
import { storage, type AppSlice } from '../../../lib/storage.ts'
import { Loading, ErrorState } from '../../../ui/states.tsx'
import { areaListQuery, type Area } from '../../../api/address/get-area-list.ts'
import * as css from './detail.css.ts'

type Region = NonNullable<AppSlice['locationRegion']>

/** the reference default, 北京 / 东城区, in the names the caller passes (the page's language) */
const defaultRegion = (beijing: string, dongcheng: string): Region => ({
  province: { id: 110000, name: beijing },
  city: { id: 110100, name: beijing },
  district: { id: 110101, name: dongcheng },
})

type Level = 'province' | 'city' | 'district'

const nameIn = (list: Area[] | undefined, fallback: { id: number; name: string }) => list?.find((a) => a.id === fallback.id)?.name ?? fallback.name

/** a region's names as the area lists (cached for good, reloaded on a language switch) give them */
function useRegionNames(region: Region) {
  const provinces = useQuery(areaListQuery(0))
  const cities = useQuery(areaListQuery(region.province.id))
  const districts = useQuery(areaListQuery(region.city.id))
  return {
    province: nameIn(provinces.data, region.province),
    city: nameIn(cities.data, region.city),
    district: nameIn(districts.data, region.district),
  }
}

/** the delivery area: province → city → district, remembered in this browser */
export function AreaPicker() {
  const { t } = useLingui()
  const [region, setRegion] = useState<Region>(() =>
    // named in the page's language: the first screen shows it until the area lists answer, so an
    // English page never starts with Chinese names
    storage.get('app').locationRegion ?? defaultRegion(t`北京市`, t`东城区`),
  )
  const [open, setOpen] = useState(false)
  const [level, setLevel] = useState<Level>('province')
  const [draft, setDraft] = useState<Partial<Region>>({})
  const pid = level === 'province' ? 0 : level === 'city' ? (draft.province?.id ?? 0) : (draft.city?.id ?? 0)
  const list = useQuery({ ...areaListQuery(pid), enabled: open })
  const choose = (area: Area) => {
    const picked = { id: area.id, name: area.name }
    if (level === 'province') {
      setDraft({ province: picked })
      setLevel('city')
    } else if (level === 'city') {
      setDraft((d) => ({ province: d.province, city: picked }))
      setLevel('district')
    } else {
      const next = { province: draft.province!, city: draft.city!, district: picked }
      setRegion(next)
      storage.update('app', { locationRegion: next })
      setOpen(false)
    }
  }
  // the names in the page's language: the stored ones were written in the language of the day they were chosen
  const named = useRegionNames(region)
  const label = `${named.province} ${region.city.id === region.province.id || named.city === named.province ? '' : `${named.city} `}${named.district}`
  // opened on the region already chosen: its province and city tabs, the district to pick
  const tabs: Array<{ key: Level; text: string; enabled: boolean }> = [
    { key: 'province', text: draft.province?.name ?? t`请选择`, enabled: true },
    { key: 'city', text: draft.city?.name ?? t`请选择`, enabled: Boolean(draft.province) },
    { key: 'district', text: draft.city?.id === region.city.id ? named.district : t`请选择`, enabled: Boolean(draft.city) },
  ]
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setDraft({ province: { id: region.province.id, name: named.province }, city: { id: region.city.id, name: named.city } })
          setLevel('district')
        }
      }}
    >
      <Popover.Trigger className={css.areaTrigger} aria-label={t`配送至 ${label}`}>
        {label} ▾
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={css.areaPanel} align="start" sideOffset={4}>
          <div className={css.areaTabs} role="tablist">
            {tabs.map((tab) => (
              <button key={tab.key} type="button" role="tab" aria-selected={level === tab.key} className={css.areaTab} disabled={!tab.enabled} onClick={() => setLevel(tab.key)}>
                {tab.text}
              </button>
            ))}
          </div>
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorState compact error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <p className={css.label}>
              <Trans>暂无下级地区</Trans>
            </p>
          ) : (
            <ul className={css.areaList}>
              {list.data.map((area) => (
                <li key={area.id}>
                  <button type="button" className={css.areaItem} aria-pressed={region[level].id === area.id} onClick={() => choose(area)}>
                    {area.shortname && level === 'province' ? area.shortname : area.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
