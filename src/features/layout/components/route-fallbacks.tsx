import { useEffect, useState } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Container } from '../../../ui/container.tsx'
import { ErrorState, Loading } from '../../../ui/states.tsx'
import { ApiFailure, TIMEOUT } from '../../../lib/request.ts'

/** spec §9: a page's code that has not arrived after this long is given up on */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/**
 * A page on its way (the router's default pending view, inside the frame): "loading…", and if its
 * code or data has still not arrived after the chunk time-out, a message with a way to try again.
 */
export function RoutePending() {
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), CHUNK_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <Container>
      {late ? (
        <ErrorState error={new ApiFailure({ code: -1, error_code: TIMEOUT })} onRetry={() => window.location.reload()} />
      ) : (
        <Loading label={<Trans>页面加载中…</Trans>} />
      )}
    </Container>
  )
}

/**
 * A page that failed (its code did not load, or its data failed): the message and "retry" inside the
 * frame, instead of a bare error page. A chunk missing after a new build reloads the page once
 * before it gets here (TanStack's lazy route components and `reloadOnStaleChunk`).
 */
export function RouteFailed({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <Container>
      <ErrorState
        error={error}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </Container>
  )
}
