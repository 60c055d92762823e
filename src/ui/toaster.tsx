import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast, toastStore, type ToastTone } from './toast.ts'
import * as css from './toaster.css.ts'

const ICON: Record<ToastTone, string> = {
  success: 'M4 8.5 7 11.5 12 5',
  error: 'M5 5l6 6M11 5l-6 6',
  warning: 'M8 4v5M8 11.5v.5',
  info: 'M8 7v5M8 4.5v.5',
}

/** mount once, at the root: shows the current toast in a live region */
export function Toaster() {
  const { t } = useLingui()
  const message = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get)
  return (
    <div className={css.region} role="status" aria-live="polite">
      {message && (
        <div key={message.id} className={`${css.toast} ${css.tone[message.tone]}`}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="8" cy="8" r="7.2" fill="none" stroke="currentColor" strokeWidth="1.2" />
            <path d={ICON[message.tone]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span className={css.text}>{message.text}</span>
          <button type="button" className={css.close} onClick={toast.dismiss} aria-label={t`关闭`}>
            ×
          </button>
        </div>
      )}
    </div>
  )
}
