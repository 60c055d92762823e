import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan } from '../test-kit/model.ts'
import { carouselMachine } from './carousel.machine.ts'

// The carousel's model: walked by carousel.machine.test.ts, printed by `npm run paths`.

export const carouselPlan = defineMachinePlan({
  name: 'carousel',
  title: 'home advert carousel',
  machine: carouselMachine,
  starts: [{ name: 'threeSlides', words: '3 slides', input: { count: 3 } }],
  events: [
    { type: 'carousel.next' },
    { type: 'carousel.prev' },
    { type: 'carousel.go', index: 2 },
    { type: 'carousel.pause' },
    { type: 'carousel.resume' },
    { type: 'carousel.setCount', count: 1 },
    { type: 'carousel.setCount', count: 3 },
  ],
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  words: {
    'carousel.next': 'click the next arrow',
    'carousel.prev': 'click the previous arrow',
    'carousel.go': (e) => `click dot ${Number(e.index) + 1}`,
    'carousel.pause': 'point at the carousel (or focus inside)',
    'carousel.resume': 'move the pointer away',
    'carousel.setCount': (e) => `the adverts change to ${e.count === 1 ? '1 slide' : `${String(e.count)} slides`}`,
  },
  scenarios: [
    { title: 'the slides play by themselves', steps: ['xstate.after.interval', 'xstate.after.interval'] },
    { title: 'step through with the arrows and a dot', steps: ['carousel.next', 'carousel.prev', 'carousel.prev', 'carousel.go'] },
    { title: 'point at the carousel: it stops; arrows still work; move away: it plays again', steps: ['carousel.pause', 'carousel.next', 'carousel.prev', 'carousel.go', 'carousel.resume', 'xstate.after.interval'] },
    { title: 'the adverts shrink to one slide and grow again', steps: [{ type: 'carousel.setCount', count: 1 }, 'carousel.next', { type: 'carousel.setCount', count: 3 }] },
  ],
  timers: { interval: 'wait 5 s' },
  describeState: (snapshot) => {
    const { index, count } = snapshot.context as { index: number; count: number }
    return `${String(snapshot.value)}, slide ${index + 1} of ${count}`
  },
})
