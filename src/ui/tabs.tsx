import type { ReactNode } from 'react'
import { Tabs as RadixTabs } from 'radix-ui'
import * as css from './tabs.css.ts'

export interface TabItem<V extends string> {
  value: V
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps<V extends string> {
  items: ReadonlyArray<TabItem<V>>
  value?: V
  defaultValue?: V
  onValueChange?: (value: V) => void
  'aria-label'?: string
}

/** tabs with arrow-key navigation (radix), an underline on the active one */
export function Tabs<V extends string>({ items, value, defaultValue, onValueChange, ...aria }: TabsProps<V>) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={(v) => onValueChange?.(v as V)}>
      <RadixTabs.List className={css.list} aria-label={aria['aria-label']}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={css.trigger} disabled={item.disabled}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={css.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
