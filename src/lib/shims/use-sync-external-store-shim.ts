// React 18+ has useSyncExternalStore built in; libraries that still import the compatibility shim
// get React's own (vite.config.ts aliases 'use-sync-external-store/shim' here).
export { useSyncExternalStore } from 'react'
