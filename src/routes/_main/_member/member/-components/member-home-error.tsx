import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { ErrorState } from '../../../../../ui/states.tsx'

/** the welcome page could not load: the reason and a retry, inside the member frame */
export function MemberHomeError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  return (
    <ErrorState
      error={error}
      onRetry={() => {
        queryReset.reset()
        reset()
        void router.invalidate()
      }}
    />
  )
}
