import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { chatPushes } from '../http/metrics.ts'

// The chat hub: which socket is bound to whom, who is online, and the way a push reaches the
// sockets of a uid wherever they are connected. A uid is `m:<member_id>` (a customer, all their
// sockets) or `s:<servicer_id>` (an agent). A socket is bound to one uid at most, and may carry a
// tag: a member's socket is tagged with the shop its dialog shows (`memberShopTag`), so "is this member
// in this shop's chat" is "has the tag a live socket anywhere" — any tab of theirs, on any process.
// A tag is a second key of the socket: pushes, closes and presence work on it as on a uid.
//
// In one process (no REDIS_URL) everything is a Map. With REDIS_URL every push, bind and close goes
// through one Redis pub/sub channel and each process delivers to its own sockets only, so a push is
// written to each bound socket exactly once whichever process published it. The client registry and
// the presence counts live in Redis (per process, with a TTL the process refreshes), so a crashed
// process's sockets stop counting as online within PRESENCE_TTL seconds.

/** a server → client message (reference §5.2) */
export interface Push {
  type: string
  data: unknown
}

/** a socket connected to this process, as the hub sees it */
export interface HubSocket {
  readonly id: string
  uid: string | null
  /** a second key (a member's shop: memberShopTag), set with the uid */
  tag?: string | null
  send(text: string): void
  close(): void
  /** cut without a closing handshake, as a network failure would */
  drop(): void
}

export type BindResult = 'ok' | 'unknown' | 'taken'

export interface ChatHub {
  readonly nodeId: string
  readonly kind: 'local' | 'redis'
  /** a new connection on this process */
  attach(socket: HubSocket): Promise<void>
  /** a closed connection; answers the uid it was bound to (and its tag) */
  detach(socket: HubSocket): Promise<{ uid: string; tag: string | null } | null>
  /**
   * bind a client (on any process) to a uid, with a tag (bound again: the tag moves): refused for an
   * unknown client or one bound to another uid
   */
  bind(clientId: string, uid: string, tag?: string): Promise<BindResult>
  /** the uid a client is bound to ('' = connected, unbound; null = no such client) */
  uidOf(clientId: string): Promise<string | null>
  /** send to every socket bound to the uid (or tagged with it) */
  push(uid: string, push: Push): Promise<void>
  /** send a last message to one client, then close it */
  closeClient(clientId: string, push?: Push): Promise<void>
  /** send a last message to every socket of a uid, then close them */
  closeUid(uid: string, push?: Push): Promise<void>
  /** cut every socket of a uid without a goodbye (operators, tests: a network failure) */
  dropUid(uid: string): Promise<void>
  /** for each uid (or tag): has it a live socket anywhere */
  online(uids: string[]): Promise<boolean[]>
  /** sockets on this process */
  localCount(): number
  close(): Promise<void>
}

export const memberUid = (memberId: number) => `m:${memberId}`
export const servicerUid = (servicerId: number) => `s:${servicerId}`
/** a member's sockets whose dialog shows this shop */
export const memberShopTag = (memberId: number, siteId: number) => `m:${memberId}@${siteId}`

/** an unguessable id: it is what lets an HTTP call bind a socket, so it must not be guessable */
export const newClientId = () => randomBytes(16).toString('hex')

type BusMessage =
  | { op: 'push'; uid: string; text: string }
  | { op: 'bind'; client: string; uid: string; tag?: string }
  | { op: 'close'; uid?: string; client?: string; text?: string; drop?: boolean }

/** what every hub does with its own sockets when a bus message arrives */
class LocalSockets {
  readonly byId = new Map<string, HubSocket>()
  readonly byUid = new Map<string, Set<HubSocket>>()

  add(socket: HubSocket) {
    this.byId.set(socket.id, socket)
  }
  remove(socket: HubSocket) {
    this.byId.delete(socket.id)
    this.unindex(socket)
  }
  setUid(socket: HubSocket, uid: string, tag?: string) {
    this.unindex(socket)
    socket.uid = uid
    socket.tag = tag || null
    for (const key of [uid, socket.tag]) {
      if (!key) continue
      let set = this.byUid.get(key)
      if (!set) this.byUid.set(key, (set = new Set()))
      set.add(socket)
    }
  }
  private unindex(socket: HubSocket) {
    for (const key of [socket.uid, socket.tag]) {
      if (!key) continue
      const set = this.byUid.get(key)
      set?.delete(socket)
      if (set && set.size === 0) this.byUid.delete(key)
    }
  }
  deliver(message: BusMessage) {
    switch (message.op) {
      case 'push': {
        const set = this.byUid.get(message.uid)
        if (set) for (const s of set) s.send(message.text)
        return
      }
      case 'bind': {
        const socket = this.byId.get(message.client)
        if (socket) this.setUid(socket, message.uid, message.tag)
        return
      }
      case 'close': {
        const targets = message.client ? [this.byId.get(message.client)] : [...(this.byUid.get(message.uid ?? '') ?? [])]
        for (const s of targets) {
          if (!s) continue
          if (message.drop) {
            s.drop()
            continue
          }
          if (message.text) s.send(message.text)
          s.close()
        }
      }
    }
  }
}

/** one process: Maps only */
export function createLocalHub(): ChatHub {
  const local = new LocalSockets()
  const uids = new Map<string, string>()
  return {
    nodeId: 'local',
    kind: 'local',
    attach: async (socket) => {
      local.add(socket)
      uids.set(socket.id, '')
    },
    detach: async (socket) => {
      local.remove(socket)
      uids.delete(socket.id)
      return socket.uid ? { uid: socket.uid, tag: socket.tag ?? null } : null
    },
    bind: async (clientId, uid, tag) => {
      const current = uids.get(clientId)
      if (current === undefined) return 'unknown'
      if (current && current !== uid) return 'taken'
      uids.set(clientId, uid)
      local.deliver({ op: 'bind', client: clientId, uid, tag })
      return 'ok'
    },
    uidOf: async (clientId) => uids.get(clientId) ?? null,
    push: async (uid, push) => (chatPushes.inc(), local.deliver({ op: 'push', uid, text: JSON.stringify(push) })),
    closeClient: async (client, push) => local.deliver({ op: 'close', client, text: push && JSON.stringify(push) }),
    closeUid: async (uid, push) => local.deliver({ op: 'close', uid, text: push && JSON.stringify(push) }),
    dropUid: async (uid) => local.deliver({ op: 'close', uid, drop: true }),
    online: async (list) => list.map((uid) => (local.byUid.get(uid)?.size ?? 0) > 0),
    localCount: () => local.byId.size,
    close: async () => undefined,
  }
}

const CHANNEL = 'bazaar:chat'
const NODES = 'bazaar:chat:nodes'
const clientKey = (id: string) => `bazaar:chat:client:${id}`
const presenceKey = (node: string) => `bazaar:chat:presence:${node}`
const aliveKey = (node: string) => `bazaar:chat:node:${node}`
/** seconds a process's presence outlives its last refresh (it refreshes every third of that) */
const PRESENCE_TTL = 30

// client key value: "<node>|<uid>|<tag>"; binding counts the uid and the tag on the owning node's
// presence hash (bound again with another tag: the tag's count moves)
const SPLIT = `
local function split(v)
  local a = string.find(v, '|', 1, true)
  local node = string.sub(v, 1, a - 1)
  local rest = string.sub(v, a + 1)
  local b = string.find(rest, '|', 1, true)
  if not b then return node, rest, '' end
  return node, string.sub(rest, 1, b - 1), string.sub(rest, b + 1)
end
local function down(hash, key)
  if key == '' then return end
  local n = redis.call('HINCRBY', hash, key, -1)
  if n <= 0 then redis.call('HDEL', hash, key) end
end
`
const BIND_SCRIPT = `${SPLIT}
local v = redis.call('GET', KEYS[1])
if not v then return 'unknown' end
local node, uid, tag = split(v)
if uid ~= '' and uid ~= ARGV[1] then return 'taken' end
if uid == ARGV[1] and tag == ARGV[3] then return 'ok' end
local hash = 'bazaar:chat:presence:' .. node
redis.call('SET', KEYS[1], node .. '|' .. ARGV[1] .. '|' .. ARGV[3], 'KEEPTTL')
if uid == '' then redis.call('HINCRBY', hash, ARGV[1], 1) end
down(hash, tag)
if ARGV[3] ~= '' then redis.call('HINCRBY', hash, ARGV[3], 1) end
redis.call('EXPIRE', hash, ARGV[2])
return 'ok'
`
const DETACH_SCRIPT = `${SPLIT}
local v = redis.call('GET', KEYS[1])
if not v then return '' end
redis.call('DEL', KEYS[1])
local node, uid, tag = split(v)
local hash = 'bazaar:chat:presence:' .. node
down(hash, uid)
down(hash, tag)
if uid == '' then return '' end
return uid .. '|' .. tag
`

/** several processes: one Redis pub/sub channel, the registry and presence in Redis */
export async function createRedisHub(url: string): Promise<ChatHub> {
  const nodeId = randomBytes(6).toString('hex')
  const cmd = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  await Promise.all([cmd.connect(), sub.connect()])
  const local = new LocalSockets()
  sub.on('message', (_channel: string, raw: string) => {
    let message: BusMessage
    try {
      message = JSON.parse(raw) as BusMessage
    } catch {
      return
    }
    local.deliver(message)
  })
  await sub.subscribe(CHANNEL)
  const refresh = async () => {
    await cmd.multi().sadd(NODES, nodeId).set(aliveKey(nodeId), '1', 'EX', PRESENCE_TTL).expire(presenceKey(nodeId), PRESENCE_TTL).exec()
    // processes that stopped refreshing leave the list (their presence has expired with them)
    const nodes = await cmd.smembers(NODES)
    const alive = await Promise.all(nodes.map((n) => cmd.exists(aliveKey(n))))
    const dead = nodes.filter((_, i) => !alive[i])
    if (dead.length) await cmd.srem(NODES, ...dead)
  }
  await refresh()
  const timer = setInterval(() => void refresh().catch(() => undefined), (PRESENCE_TTL * 1000) / 3)
  timer.unref()
  const publish = (message: BusMessage) => cmd.publish(CHANNEL, JSON.stringify(message)).then(() => undefined)

  return {
    nodeId,
    kind: 'redis',
    attach: async (socket) => {
      local.add(socket)
      await cmd.set(clientKey(socket.id), `${nodeId}|`, 'EX', 86_400)
    },
    detach: async (socket) => {
      local.remove(socket)
      const bound = (await cmd.eval(DETACH_SCRIPT, 1, clientKey(socket.id))) as string
      if (!bound) return null
      const [uid = '', tag = ''] = bound.split('|')
      return { uid, tag: tag || null }
    },
    bind: async (clientId, uid, tag) => {
      const result = (await cmd.eval(BIND_SCRIPT, 1, clientKey(clientId), uid, PRESENCE_TTL, tag ?? '')) as BindResult
      if (result === 'ok') await publish({ op: 'bind', client: clientId, uid, tag })
      return result
    },
    uidOf: async (clientId) => {
      const v = await cmd.get(clientKey(clientId))
      return v === null ? null : (v.split('|')[1] ?? '')
    },
    push: (uid, push) => (chatPushes.inc(), publish({ op: 'push', uid, text: JSON.stringify(push) })),
    closeClient: (client, push) => publish({ op: 'close', client, text: push && JSON.stringify(push) }),
    closeUid: (uid, push) => publish({ op: 'close', uid, text: push && JSON.stringify(push) }),
    dropUid: (uid) => publish({ op: 'close', uid, drop: true }),
    online: async (uids) => {
      if (!uids.length) return []
      const nodes = await cmd.smembers(NODES)
      const pipe = cmd.pipeline()
      for (const n of nodes) pipe.hmget(presenceKey(n), ...uids)
      const answers = ((await pipe.exec()) ?? []).map(([, v]) => (v ?? []) as Array<string | null>)
      return uids.map((_, i) => answers.some((a) => Number(a[i] ?? 0) > 0))
    },
    localCount: () => local.byId.size,
    close: async () => {
      clearInterval(timer)
      // this process's sockets stop counting at once, not after the TTL
      await cmd.multi().del(presenceKey(nodeId), aliveKey(nodeId)).srem(NODES, nodeId).exec().catch(() => undefined)
      sub.disconnect()
      cmd.disconnect()
    },
  }
}

export function createHub(redisUrl: string | undefined): Promise<ChatHub> {
  return redisUrl ? createRedisHub(redisUrl) : Promise.resolve(createLocalHub())
}

// the running app's hub by its database: operator commands (server/modules/chat/commands.ts) get only
// the database in their context, and run inside the server process when it is up
const hubs = new WeakMap<object, ChatHub>()
export const registerHubFor = (db: object, hub: ChatHub) => hubs.set(db, hub)
export const hubFor = (db: object): ChatHub | undefined => hubs.get(db)
