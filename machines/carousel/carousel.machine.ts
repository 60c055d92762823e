import { assertEvent, assign, setup } from 'xstate'

// The home advert carousel: which slide shows, autoplay every few seconds, paused while the pointer
// is over it (or focus is inside). Pure: the view sends events and reads `index`.

export interface CarouselContext {
  index: number
  count: number
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  | { type: 'carousel.go'; index: number }
  | { type: 'carousel.pause' }
  | { type: 'carousel.resume' }
  | { type: 'carousel.setCount'; count: number }

const wrap = (i: number, count: number) => (count > 0 ? ((i % count) + count) % count : 0)

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as { count: number },
  },
  delays: {
    // how long a slide stays before the next one
    interval: 5000,
  },
  guards: {
    hasSeveral: ({ context }) => context.count > 1,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    showPrev: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    showIndex: assign(({ context, event }) => {
      assertEvent(event, 'carousel.go')
      return { index: wrap(event.index, context.count) }
    }),
    setCount: assign(({ context, event }) => {
      assertEvent(event, 'carousel.setCount')
      const count = Math.max(0, Math.floor(event.count))
      return { count, index: context.index < count ? context.index : 0 }
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ index: 0, count: Math.max(0, Math.floor(input.count)) }),
  initial: 'playing',
  on: {
    'carousel.next': { actions: 'showNext' },
    'carousel.prev': { actions: 'showPrev' },
    'carousel.go': { actions: 'showIndex' },
    'carousel.setCount': { actions: 'setCount' },
  },
  states: {
    playing: {
      on: {
        'carousel.pause': 'paused',
        // a manual change restarts the wait, so a slide picked by hand gets its full time
        'carousel.next': { target: 'playing', reenter: true, actions: 'showNext' },
        'carousel.prev': { target: 'playing', reenter: true, actions: 'showPrev' },
        'carousel.go': { target: 'playing', reenter: true, actions: 'showIndex' },
      },
      after: {
        interval: { guard: 'hasSeveral', target: 'playing', reenter: true, actions: 'showNext' },
      },
    },
    paused: {
      on: { 'carousel.resume': 'playing' },
    },
  },
})
