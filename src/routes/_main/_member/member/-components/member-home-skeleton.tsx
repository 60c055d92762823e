import { Skeleton } from '../../../../../ui/states.tsx'

/** the welcome page's shape while its four calls are on their way */
export function MemberHomeSkeleton() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} aria-busy="true">
      <Skeleton height={136} radius="4px" />
      <Skeleton height={148} radius="4px" />
    </div>
  )
}
