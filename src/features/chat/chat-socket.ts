import { fromCallback } from 'xstate'
import { chatSocketUrl } from './chat-socket-url.ts'

// The chat's WebSocket, for the member's dialog (chat.actor.ts) and the agent console
// (src/servicer): both machines take the same socket effect.

/** a push as it arrives: JSON {type, data} (reference §5.2) */
export interface SocketPush {
  type: string
  data?: Record<string, unknown> | null
}

/**
 * The socket effect: one WebSocket per connection (reference §5.1). Pushes go to the machine as
 * socket.message; a failure or a close the machine did not ask for as socket.error (it reconnects
 * with back-off); 'ping' on the machine's heartbeat; closed when the machine stops it.
 */
export const browserSocket = <Input = undefined>() =>
  fromCallback<{ type: 'socket.ping' }, Input>(({ sendBack, receive }) => {
    const ws = new WebSocket(chatSocketUrl())
    let done = false
    const fail = () => {
      if (done) return
      done = true
      sendBack({ type: 'socket.error' })
    }
    ws.addEventListener('message', (e) => {
      if (typeof e.data !== 'string') return
      let push: SocketPush
      try {
        push = JSON.parse(e.data) as SocketPush
      } catch {
        return // not a push (the server answers nothing else, but a proxy might)
      }
      if (push && typeof push.type === 'string') sendBack({ type: 'socket.message', push })
    })
    ws.addEventListener('error', fail)
    ws.addEventListener('close', fail)
    receive((command) => {
      if (command.type === 'socket.ping' && ws.readyState === WebSocket.OPEN) ws.send('ping')
    })
    return () => {
      done = true
      ws.close(1000)
    }
  })

/** this page load's prefix of client_msg_id (an own message's retry key) */
export const randomPrefix = () => Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('')
