import { useEffect, useState } from 'react'

/**
 * True once the browser has been idle after the component's first commit (requestIdleCallback, at
 * most `timeoutMs` later; a moment later where there is none): for what the page does not need to
 * show its first screen, such as asking for what its HTML left out (decision 012). False in the
 * server's render and in the app's first render, so the two are the same.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(() => setIdle(true), 200)
    return () => clearTimeout(id)
  }, [timeoutMs])
  return idle
}
