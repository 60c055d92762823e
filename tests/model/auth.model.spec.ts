import type { AnyMachineSnapshot } from 'xstate'
import type { Page } from '@playwright/test'
import { API, expect, loginByApi, ops, test, withoutPopups, type Member } from '../e2e/fixtures.ts'
import { FramePage } from '../e2e/pages/frame.ts'
import { LoginPage } from '../e2e/pages/auth.ts'
import { authPlan } from '../../machines/auth/auth.paths.ts'
import type { EventCase, PlannedPath } from '../../machines/test-kit/model.ts'

// The login machine's scenarios (machines/auth/auth.paths.ts, the ones docs/qa/auth.md lists) walked
// in the browser against the real server: a person's action per event, and the server's answer made
// to be the scenario's by what is typed (the right or a wrong password, the code from the SMS outbox
// or a wrong one, a taken or a new username). After every step the page shows the machine's state:
// logged in (the header's name and 退出), the form's error, the code cool-down. Scenarios with steps
// no person can force from the page (the network down, a timer of 120 s, find password — walked by
// tests/e2e/account.spec.ts) stay with the machine test. One browser page per scenario, one server.

/** the event types a person (or the real server's answer) drives here */
const DRIVABLE = new Set([
  'login.account',
  'login.mobile',
  'code.request',
  'register.submit',
  'auth.logout',
  'xstate.done.actor.fetchMember',
  'xstate.error.actor.fetchMember',
  'xstate.done.actor.loginByAccount',
  'xstate.error.actor.loginByAccount',
  'xstate.done.actor.loginByMobile',
  'xstate.error.actor.loginByMobile',
  'xstate.done.actor.registerAccount',
  'xstate.error.actor.registerAccount',
  'xstate.done.actor.sendCode',
  'xstate.done.actor.logout',
])

const drivable = ({ path }: PlannedPath) =>
  path.steps.slice(1).every((s) => DRIVABLE.has(s.event.type) && !(s.event.type === 'xstate.error.actor.fetchMember' && (s.event.error as { errorCode?: string }).errorCode !== 'TOKEN_EXPIRE'))

const scenarios = authPlan.scenarios().filter(drivable)

interface Walk {
  page: Page
  member: Member
  mobile: string
  /** the username the last registration used */
  newName?: string
}

const nextIs = (steps: PlannedPath['path']['steps'], i: number, type: string) => steps[i + 1]?.event.type === type

/** the mobile-code login form, the member's mobile filled */
async function mobileForm({ page, mobile }: Walk) {
  if (!/\/login/.test(page.url())) await new LoginPage(page).goto()
  await page.getByRole('tab', { name: '手机动态码登录' }).click()
  const form = page.getByRole('form', { name: '手机动态码登录' })
  const field = form.getByLabel('手机号')
  if ((await field.inputValue()) !== mobile) await field.fill(mobile)
  return form
}

async function drive(w: Walk, event: EventCase, steps: PlannedPath['path']['steps'], i: number) {
  const { page } = w
  const login = new LoginPage(page)
  switch (event.type) {
    case 'login.account': {
      if (!/\/login/.test(page.url())) await login.goto()
      await page.getByRole('tab', { name: '账号登录' }).click()
      const ok = nextIs(steps, i, 'xstate.done.actor.loginByAccount')
      return login.loginWith(w.member.username, ok ? w.member.password : 'wrong-password')
    }
    case 'code.request': {
      const form = await mobileForm(w)
      return form.getByRole('button', { name: '获取动态码' }).click()
    }
    case 'login.mobile': {
      const form = await mobileForm(w)
      const ok = nextIs(steps, i, 'xstate.done.actor.loginByMobile')
      const outbox = await ops('sms:outbox', w.mobile)
      // no code asked for yet (the refused scenario): any code
      const code = outbox.split('\n').find((l) => l.startsWith(w.mobile) && l.includes('login'))?.split(/\s+/)[2] ?? '0000'
      await form.getByLabel('动态码').fill(ok ? code : code === '0000' ? '1111' : '0000')
      return form.getByRole('button', { name: '登录' }).click()
    }
    case 'register.submit': {
      if (!/\/register/.test(page.url())) await page.goto('register')
      const form = page.getByRole('form', { name: '注册' })
      const ok = nextIs(steps, i, 'xstate.done.actor.registerAccount')
      w.newName = ok ? `r${Date.now().toString(36)}` : w.member.username
      await form.getByRole('textbox', { name: '用户名' }).fill(w.newName)
      await form.getByRole('textbox', { name: '密码', exact: true }).fill('abc12345')
      await form.getByRole('textbox', { name: '确认密码' }).fill('abc12345')
      const agree = form.getByRole('checkbox', { name: '我已阅读并同意' })
      if (!(await agree.isChecked())) await agree.click()
      return form.getByRole('button', { name: '同意并注册' }).click()
    }
    case 'auth.logout':
      return new FramePage(page).clickLogout()
  }
  // an effect's answer: the real server answers what the action before it asked for
}

async function expectState(w: Walk, state: AnyMachineSnapshot, event: EventCase) {
  const { page } = w
  const frame = new FramePage(page)
  if (state.matches('loggedIn')) {
    await frame.seeLoggedIn(w.newName ?? w.member.username)
    return
  }
  if (!state.matches('loggedOut')) return
  const error = (state.context as { error: { code: string } | null }).error
  // the form says what went wrong right after the refusal
  if (error && (event.type.startsWith('xstate.error.actor.') || event.type === 'login.mobile')) await expect(page.getByRole('alert').first()).toBeVisible()
  if (state.matches({ loggedOut: { code: 'coolingDown' } })) await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeVisible()
  if (!/\/(login|register|find_pass)/.test(page.url())) await frame.seeLoggedOut()
}

test('the browser walks the login scenarios a person can drive', () => {
  expect(scenarios.map((s) => s.title)).toEqual(expect.arrayContaining(['log in with username and password', 'log in, fail, log in by mobile code', 'register, fail, register again', 'come back logged in, log out']))
})

for (const planned of scenarios) {
  test(`login: ${planned.title}`, async ({ page, member }) => {
    // several page loads and real server calls per scenario: more time on a busy machine
    test.slow()
    await withoutPopups(page)
    const mobile = `137${String(Date.now()).slice(-8)}`
    await ops('member:mobile', member.username, mobile)
    const w: Walk = { page, member, mobile }
    if (planned.start.name === 'withToken') {
      const expired = planned.path.steps[1]?.event.type === 'xstate.error.actor.fetchMember'
      if (expired) {
        await page.context().addCookies([{ name: 'bazaar_token', value: 'expired-token', url: API }])
        // the shopper comes back to the home: the refused session is the home's, logged out — not a
        // trip to the login page (the home asks for no login)
        const refused = page.waitForResponse('**/api/member/detail')
        await page.goto('index')
        await refused
        await new FramePage(page).seeLoggedOut()
        // whatever the refusal starts has run once the page is quiet
        await page.waitForLoadState('networkidle')
        await expect(page).toHaveURL(/\/web\/index$/)
      } else {
        await loginByApi(page, member)
        await page.goto('index')
      }
    } else {
      await page.goto('index')
    }
    const steps = planned.path.steps
    for (let i = 1; i < steps.length; i++) {
      await drive(w, steps[i]!.event, steps, i)
      // a state waiting on the server is passed at once (the real server answers): it is checked
      // through the step that settles it
      if (!/^xstate\.(done|error)\.actor\./.test(steps[i + 1]?.event.type ?? '')) await expectState(w, steps[i]!.state, steps[i]!.event)
    }
  })
}
