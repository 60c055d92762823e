import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import * as css from './dropdown.css.ts'

export interface DropdownProps {
  /** the trigger's content */
  label: ReactNode
  /** accessible name of the trigger when its content is an icon */
  ariaLabel?: string
  triggerClassName?: string
  panelClassName?: string
  placement?: keyof typeof css.panel
  /** open while the pointer is over it too (top-bar menus), not only on click */
  hover?: boolean
  /** rendered only while open, so data behind it loads on demand */
  children: (close: () => void) => ReactNode
}

/**
 * A disclosure menu for the site frame: a button that shows a panel below or beside it, closed by
 * Escape, a click outside, or leaving it (hover mode). Positioned with CSS, so the first-load bundle
 * carries no positioning engine (the radix Popover costs ~20 kB gzip there).
 */
export function Dropdown({ label, ariaLabel, triggerClassName, panelClassName, placement = 'bottom-end', hover, children }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const id = useId()
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <div
      ref={root}
      className={css.root}
      onPointerEnter={hover ? () => setOpen(true) : undefined}
      onPointerLeave={hover ? () => setOpen(false) : undefined}
    >
      <button
        type="button"
        className={triggerClassName}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && (
        <div id={id} role="region" aria-label={ariaLabel} className={`${css.panel[placement]} ${panelClassName ?? ''}`}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  )
}
