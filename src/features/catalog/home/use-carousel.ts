import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Actor } from 'xstate'
import type { CarouselEvent, carouselMachine } from '../../../../machines/carousel/carousel.machine.ts'

type CarouselActor = Actor<typeof carouselMachine>
const noSubscription = () => () => {}

/**
 * The carousel machine, with XState loaded after the first paint so the home's first-load bundle
 * carries none of it (~16 kB gzip). Until it runs the first slide shows; an event sent before
 * that (a click on an arrow) loads it and is replayed.
 */
export function useCarousel(count: number): { index: number; send: (event: CarouselEvent) => void } {
  const [actor, setActor] = useState<CarouselActor | null>(null)
  const pending = useRef<CarouselEvent[]>([])
  const loading = useRef<Promise<void> | null>(null)

  const load = useCallback((slides: number) => {
    loading.current ??= Promise.all([import('xstate'), import('../../../../machines/carousel/carousel.machine.ts')]).then(
      ([{ createActor }, { carouselMachine: machine }]) => {
        const started = createActor(machine, { input: { count: slides } })
        started.start()
        for (const event of pending.current.splice(0)) started.send(event)
        setActor(started)
      },
    )
    return loading.current
  }, [])

  // autoplay only matters with several slides: load the machine when the browser is idle
  useEffect(() => {
    if (count < 2 || typeof requestIdleCallback !== 'function') {
      if (count >= 2) void load(count)
      return
    }
    const id = requestIdleCallback(() => void load(count))
    return () => cancelIdleCallback(id)
  }, [count, load])
  useEffect(() => () => void actor?.stop(), [actor])
  useEffect(() => {
    actor?.send({ type: 'carousel.setCount', count })
  }, [actor, count])

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription()
      const sub = actor.subscribe(onChange)
      return () => sub.unsubscribe()
    },
    [actor],
  )
  const index = useSyncExternalStore(subscribe, () => actor?.getSnapshot().context.index ?? 0, () => 0)
  const send = useCallback(
    (event: CarouselEvent) => {
      if (actor) actor.send(event)
      else {
        pending.current.push(event)
        void load(count)
      }
    },
    [actor, load, count],
  )
  return { index, send }
}
