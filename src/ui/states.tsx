import type { CSSProperties, ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage } from './error-message.ts'
import { buttonClass } from './button-class.ts'
import * as css from './states.css.ts'

export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <span
      className={css.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}

/** a block-level "loading…" line for a region whose data is on its way */
export function Loading({ label }: { label?: ReactNode }) {
  return (
    <div className={css.loading} role="status" aria-live="polite">
      <Spinner size={16} />
      <span>{label ?? <Trans>加载中…</Trans>}</span>
    </div>
  )
}

/** a grey placeholder shaped like the content that will replace it */
export function Skeleton({ width = '100%', height = 16, radius, style }: { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: string; style?: CSSProperties }) {
  return <span className={css.skeleton} style={{ width, height, borderRadius: radius, ...style }} aria-hidden="true" />
}

function BoxIcon() {
  return (
    <svg className={css.stateIcon} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 16 24 7l18 9v18l-18 9-18-9z" strokeLinejoin="round" />
      <path d="M6 16l18 9 18-9M24 25v18" strokeLinejoin="round" />
    </svg>
  )
}

export function EmptyState({ title, children, compact }: { title?: ReactNode; children?: ReactNode; compact?: boolean }) {
  return (
    <div className={compact ? `${css.state} ${css.compact}` : css.state}>
      {!compact && <BoxIcon />}
      <p className={css.stateTitle}>{title ?? <Trans>暂无数据</Trans>}</p>
      {children}
    </div>
  )
}

/** a failed block: the server's message (or a translated fallback) and, when given, a retry button */
export function ErrorState({ error, onRetry, compact }: { error: unknown; onRetry?: () => void; compact?: boolean }) {
  const { t } = useLingui()
  return (
    <div className={compact ? `${css.state} ${css.compact}` : css.state} role="alert">
      {!compact && (
        <svg className={`${css.stateIcon} ${css.errorIcon}`} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="24" cy="24" r="18" />
          <path d="M24 14v13M24 32v2" strokeLinecap="round" />
        </svg>
      )}
      <p className={css.stateTitle}>{errorMessage(error, t)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={retryClass}>
          <Trans>重试</Trans>
        </button>
      )}
    </div>
  )
}

const retryClass = buttonClass({ variant: 'secondary', size: 'sm' })
