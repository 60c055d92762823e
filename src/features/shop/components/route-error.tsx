import { useRouter } from '@tanstack/react-router'
import { ErrorState } from '../../../ui/states.tsx'
import { Container } from '../../../ui/container.tsx'

/** a shop page whose data failed: the message in the content column and a retry that reloads it */
export function RouteError({ error }: { error: unknown }) {
  const router = useRouter()
  return (
    <Container>
      <ErrorState error={error} onRetry={() => void router.invalidate()} />
    </Container>
  )
}
