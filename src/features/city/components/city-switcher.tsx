import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../../ui/states.tsx'
import { citiesQuery, type City } from '../api/get-cities.ts'
import { groupCities, indexCity, searchCities } from '../city-index.ts'
import { HOT_CITIES } from '../hot-cities.ts'
import { useCurrentCity } from '../current-city.ts'
import * as css from './city-switcher.css.ts'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

export interface CitySwitcherProps {
  /** the city being switched to (its button waits) */
  pendingId: number | null
  onChoose: (city: City) => void
}

/** 切换城市: the current city, hot cities, an A–Z index of every city, and a search */
export function CitySwitcher({ pendingId, onChoose }: CitySwitcherProps) {
  const { t, i18n } = useLingui()
  const { data: cities } = useSuspenseQuery(citiesQuery())
  const current = useCurrentCity()
  const groups = useMemo(() => groupCities(cities), [cities])
  const indexed = useMemo(() => groups.flatMap((g) => g.cities), [groups])
  const present = new Set(groups.map((g) => g.letter))
  // a hot city is stored under its name in the full list ('上海市'), like any other choice
  const byId = useMemo(() => new Map(cities.map((c) => [c.id, c])), [cities])
  const currentId = current?.id ?? 0

  const cityButton = (city: City, label: string) => (
    <button
      key={city.id}
      type="button"
      className={css.cityButton}
      aria-current={city.id === currentId ? 'true' : undefined}
      disabled={pendingId !== null}
      aria-busy={pendingId === city.id || undefined}
      onClick={() => onChoose(city)}
    >
      {label}
    </button>
  )

  return (
    <div className={css.panel}>
      <div className={css.top}>
        <p className={css.current}>
          <Trans>当前城市：</Trans>
          <strong className={css.currentName} data-testid="current-city-name">
            {current ? current.title : t`全国`}
          </strong>
        </p>
        <CitySearch cities={indexed} disabled={pendingId !== null} onChoose={onChoose} />
      </div>
      <div className={css.row}>
        <span className={css.rowLabel}>
          <Trans>热门城市</Trans>
        </span>
        <div className={css.cityList} role="group" aria-label={t`热门城市`}>
          {HOT_CITIES.map((c) => cityButton(byId.get(c.id) ?? { id: c.id, title: c.title }, i18n._(c.label)))}
        </div>
      </div>
      <div className={css.row}>
        <span className={css.rowLabel}>
          <Trans>按拼音</Trans>
        </span>
        <nav className={css.letters} aria-label={t`按拼音首字母`}>
          {LETTERS.map((l) =>
            present.has(l) ? (
              <a key={l} href={`#city-${l}`} className={css.letter}>
                {l}
              </a>
            ) : (
              <span key={l} className={`${css.letter} ${css.letterOff}`} aria-hidden="true">
                {l}
              </span>
            ),
          )}
        </nav>
      </div>
      {groups.length === 0 ? (
        <EmptyState title={<Trans>暂无城市</Trans>} />
      ) : (
        <div className={css.groups}>
          {groups.map((g) => (
            <section key={g.letter} id={`city-${g.letter}`} className={css.group} aria-label={g.letter}>
              <h2 className={css.groupLetter}>{g.letter}</h2>
              <div className={css.cityList}>{g.cities.map((c) => cityButton(c, c.title))}</div>
            </section>
          ))}
        </div>
      )}
    </div>
  )
}

/** the city search box with its autocomplete list (combobox: arrows, Enter, Escape) */
function CitySearch({ cities, disabled, onChoose }: { cities: ReturnType<typeof indexCity>[]; disabled: boolean; onChoose: (city: City) => void }) {
  const { t } = useLingui()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const matches = useMemo(() => searchCities(cities, query), [cities, query])
  const expanded = open && query.trim() !== ''
  const choose = (city: City) => {
    setOpen(false)
    onChoose({ id: city.id, title: city.title })
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (matches.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const city = matches[active] ?? matches[0]
      if (city && expanded) choose(city)
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }
  return (
    <div className={css.searchBox}>
      <input
        className={css.searchInput}
        type="search"
        role="combobox"
        aria-label={t`搜索城市`}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && matches[active] ? `${listId}-${matches[active].id}` : undefined}
        placeholder={t`输入城市名或拼音`}
        value={query}
        disabled={disabled}
        maxLength={20}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded && (
        <ul id={listId} role="listbox" className={css.suggestions} aria-label={t`匹配的城市`}>
          {matches.length === 0 ? (
            <li className={css.noMatch} role="option" aria-selected={false} aria-disabled="true">
              <Trans>没有匹配的城市</Trans>
            </li>
          ) : (
            matches.map((c, i) => (
              <li
                key={c.id}
                id={`${listId}-${c.id}`}
                role="option"
                aria-selected={i === active}
                className={css.suggestion}
                // mousedown, not click: the input's blur would close the list first
                onMouseDown={(e) => {
                  e.preventDefault()
                  choose(c)
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span>{c.title}</span>
                <span className={css.suggestionSpelling}>{c.spelling}</span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  )
}
