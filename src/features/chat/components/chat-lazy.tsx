import { lazy } from 'react'
import { loadCatalogs } from '../../../lib/i18n.ts'
import type { ChatMountProps } from './chat-mount.tsx'

// One hop between the frame and the chat (like the cart panel): the frame's first-load code imports
// only this tiny chunk; the dialog, the machine and XState load on the first openChat.
const Mount = lazy(() => Promise.all([import('./chat-mount.tsx'), loadCatalogs('chat')]).then(([m]) => ({ default: m.ChatMount })))

export function ChatMount(props: ChatMountProps) {
  return <Mount {...props} />
}
