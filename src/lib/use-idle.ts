import { useEffect, useState } from 'react'

/**
 * True once the browser has been idle after the component's first commit (requestIdleCallback; a
 * moment later where there is none): for what the page does not need to show its first screen,
 * such as asking for what its HTML left out (decision 012). False in the server's render and in the
 * app's first render, so the two are the same.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const done = () => setIdle(true)
    if (typeof requestIdleCallback !== 'function') return void setTimeout(done, 200)
    const id = requestIdleCallback(done)
    return () => cancelIdleCallback(id)
  }, [])
  return idle
}
