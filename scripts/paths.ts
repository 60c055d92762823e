// npm run paths: every generated path of every state machine, in plain words — the test plan a
// QA person can follow by hand. The same paths are walked by the machines' model-based tests.
import { authTestPlan } from '../machines/auth/auth.paths.ts'
import { carouselTestPlan } from '../machines/carousel/carousel.paths.ts'
import { countdownTestPlan } from '../machines/countdown/countdown.paths.ts'

const plans: Array<[string, () => string[]]> = [
  ['auth (login, registration, find password, session)', authTestPlan],
  ['carousel (home adverts)', carouselTestPlan],
  ['countdown (limited-time discount)', countdownTestPlan],
]
let total = 0
for (const [name, plan] of plans) {
  const lines = plan()
  total += lines.length
  console.log(`\n## ${name}: ${lines.length} paths\n${lines.join('\n')}`)
}
console.log(`\n${total} paths in all`)
