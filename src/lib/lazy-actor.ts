import { useSyncExternalStore } from 'react'

// App-wide machines (auth now; the cart panel and the chat next) run as ONE actor each, for the whole
// page life. The machine and XState are not part of the first load: lazyActor() loads the module that
// creates the actor on first need (or when the app asks early with load()), starts it once and
// shares it. Until it runs, select() answers with a fallback the caller computes from what it knows
// without the machine (e.g. "no token cookie" = logged out), and send() waits for it.
// Page-local machines do not use this: they run with useActorRef(machine.provide(…)) in their page
// (docs/conventions.md).

/** what the helper needs of an XState actor (no xstate import here: this file is first-load code) */
export interface ActorLike {
  getSnapshot(): unknown
  send(event: never): void
  subscribe(listener: () => void): { unsubscribe(): void }
  start(): unknown
}

type SnapshotOf<A extends ActorLike> = ReturnType<A['getSnapshot']>
type EventOf<A extends ActorLike> = Parameters<A['send']>[0]

export interface LazyActor<A extends ActorLike> {
  /** the running actor, loading and starting it on the first call */
  load(): Promise<A>
  /** the actor once it runs, else null */
  current(): A | null
  /** sends the event, loading the actor first if needed */
  send(event: EventOf<A>): void
  /**
   * a value from the snapshot, re-rendering when it changes; `fallback` until the actor runs.
   * The selector must return a primitive or a stable reference (it is compared with Object.is).
   */
  useSelect<T>(select: (snapshot: SnapshotOf<A>) => T, fallback: () => T): T
}

/** one lazily loaded, shared actor: `create` imports the machine module and returns the actor (not started) */
export function lazyActor<A extends ActorLike>(create: () => Promise<A>): LazyActor<A> {
  let actor: A | null = null
  let loading: Promise<A> | null = null
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  const load = () =>
    (loading ??= create().then((created) => {
      created.subscribe(notify)
      created.start()
      actor = created
      notify()
      return created
    }))
  return {
    load,
    current: () => actor,
    send: (event) => void load().then((a) => a.send(event as never)),
    useSelect(select, fallback) {
      const read = () => (actor ? select(actor.getSnapshot() as SnapshotOf<A>) : fallback())
      return useSyncExternalStore(subscribe, read, read)
    },
  }
}
