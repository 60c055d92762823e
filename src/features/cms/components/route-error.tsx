import { useRouter } from '@tanstack/react-router'
import { ErrorState } from '../../../ui/states.tsx'

/** a content page whose data failed: the message and a retry that reloads it */
export function RouteError({ error }: { error: unknown }) {
  const router = useRouter()
  return <ErrorState error={error} onRetry={() => void router.invalidate()} />
}
