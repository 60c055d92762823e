import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Clock } from '../clock.ts'
import { newClientId, type ChatHub, type HubSocket } from './hub.ts'

/** the answer to a client's 'ping' */
export const PONG = JSON.stringify({ type: 'pong', data: null })

// The WebSocket gateway (reference §5.1): on the server's own origin at CHAT_PATH. A new connection
// gets `{type:'init', data:{client_id}}`; the client then binds that id with an HTTP call (bind), and
// everything it is told afterwards is a push through the hub. Clients never send business messages
// over the socket — anything they send ('ping') only proves they are alive; a connection silent for
// IDLE_MS is closed (the reference gateway's pingInterval 60 × pingNotResponseLimit 1). A 'ping' is
// answered `{type:'pong'}` (an addition to the reference): a client that hears nothing back knows
// its connection is gone (a dead network closes nothing by itself).
// The socket carries no credentials (binding needs the member's token), so any origin may connect.

/** where the gateway listens; the client configuration's `webSocket` points here (src/public/config.js) */
export const CHAT_PATH = '/wss'
export const IDLE_MS = 60_000
/** close code for a connection closed for silence (4000–4999: the application's own) */
export const IDLE_CLOSE_CODE = 4008
/** a client that stops reading: closed before its queue grows without bound */
const MAX_BUFFERED = 1024 * 1024

export interface GatewayOptions {
  hub: ChatHub
  clock: Clock
  idleMs?: number
  /** how often silent connections are looked for; 0 = never by itself (tests call sweep()) */
  sweepMs?: number
  /** a socket went away: the uid (and tag) it was bound to (null when it never was) */
  onDisconnect?: (clientId: string, bound: { uid: string; tag: string | null } | null) => Promise<void> | void
}

export interface Gateway {
  /** close the connections silent for idleMs or more (by the clock); answers how many */
  sweep(): number
  connections(): number
  close(): Promise<void>
}

interface Conn extends HubSocket {
  ws: WebSocket
  lastSeen: number
}

export function attachGateway(server: Server, options: GatewayOptions): Gateway {
  const { hub, clock } = options
  const idleMs = options.idleMs ?? IDLE_MS
  const conns = new Set<Conn>()
  let closing = false
  // no compression: pushes are small, and per-message deflate costs ~300 kB per connection
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, perMessageDeflate: false, clientTracking: false })

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== CHAT_PATH && path !== `${CHAT_PATH}/`) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => void open(ws))
  }
  server.on('upgrade', onUpgrade)

  async function open(ws: WebSocket) {
    const conn: Conn = {
      id: newClientId(),
      uid: null,
      ws,
      lastSeen: clock.nowMs(),
      send: (text) => {
        if (ws.readyState !== ws.OPEN) return
        if (ws.bufferedAmount > MAX_BUFFERED) return ws.terminate()
        ws.send(text)
      },
      close: () => ws.close(1000, 'close'),
      drop: () => ws.terminate(),
    }
    conns.add(conn)
    let closed = false
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = clock.nowMs()
      if (!isBinary && String(data) === 'ping') conn.send(PONG)
    })
    ws.on('pong', () => {
      conn.lastSeen = clock.nowMs()
    })
    ws.on('error', () => ws.terminate())
    ws.on('close', () => {
      closed = true
      conns.delete(conn)
      // at shutdown the hub goes too (its presence entries with it)
      if (closing) return
      void hub
        .detach(conn)
        .then((bound) => options.onDisconnect?.(conn.id, bound))
        .catch((error: unknown) => console.error('[chat] disconnect:', error))
    })
    try {
      await hub.attach(conn)
    } catch (error) {
      console.error('[chat] attach:', error)
      ws.terminate()
      return
    }
    if (closed) {
      await hub.detach(conn).catch(() => undefined)
      return
    }
    conn.send(JSON.stringify({ type: 'init', data: { client_id: conn.id } }))
  }

  function sweep(): number {
    const now = clock.nowMs()
    let n = 0
    for (const conn of conns) {
      if (now - conn.lastSeen >= idleMs) {
        n += 1
        conn.ws.close(IDLE_CLOSE_CODE, 'idle')
        // a peer that does not answer the close handshake is cut off
        setTimeout(() => conn.ws.terminate(), 5000).unref()
      }
    }
    return n
  }
  const sweepMs = options.sweepMs ?? 5000
  const timer = sweepMs > 0 ? setInterval(sweep, sweepMs) : null
  timer?.unref()

  return {
    sweep,
    connections: () => conns.size,
    close: async () => {
      closing = true
      if (timer) clearInterval(timer)
      server.off('upgrade', onUpgrade)
      // 1001 going away: clients reconnect (to another process, or to this one when it is back)
      for (const conn of conns) conn.ws.close(1001, 'restart')
      if (conns.size) await new Promise((r) => setTimeout(r, 300))
      for (const conn of conns) conn.ws.terminate()
      wss.close()
    },
  }
}
