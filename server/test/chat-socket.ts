import { WebSocket } from 'ws'

// A chat socket for tests and the benchmark: connects, waits for `init`, records every push, and
// lets a test wait for the next push of a type without sleeping.

export interface PushMessage {
  type: string
  data: Record<string, unknown>
}

export interface TestSocket {
  clientId: string
  ws: WebSocket
  pushes: PushMessage[]
  /** resolves with the next push of this type (that matches) */
  next(type: string, match?: (data: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<PushMessage>
  closed: Promise<{ code: number; reason: string }>
  close(): void
}

interface Waiter {
  type: string
  match: (d: Record<string, unknown>) => boolean
  resolve: (p: PushMessage) => void
}

export function openSocket(url: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    const pushes: PushMessage[] = []
    let waiters: Waiter[] = []
    const closed = new Promise<{ code: number; reason: string }>((done) => ws.on('close', (code, reason) => done({ code, reason: reason.toString() })))
    ws.on('error', reject)
    const next: TestSocket['next'] = (type, match = () => true, timeoutMs = 5000) =>
      new Promise((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`no ${type} push within ${timeoutMs} ms; got ${pushes.map((p) => p.type).join(',')}`)), timeoutMs)
        waiters.push({ type, match, resolve: (p) => (clearTimeout(timer), res(p)) })
      })
    ws.on('message', (raw) => {
      const push = JSON.parse(String(raw)) as PushMessage
      pushes.push(push)
      if (push.type === 'init') resolve({ clientId: String(push.data.client_id), ws, pushes, closed, close: () => ws.close(), next })
      const hit = waiters.find((w) => w.type === push.type && w.match(push.data))
      if (hit) {
        waiters = waiters.filter((w) => w !== hit)
        hit.resolve(push)
      }
    })
  })
}
