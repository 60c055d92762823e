import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// The end-to-end suite runs against the real server and the built storefront, on a database
// created fresh for the run (tests/e2e/server.ts). Debian's Chromium when present (this machine
// kind cannot download browsers), Playwright's own browser elsewhere. Debian's headless shell
// (package chromium-headless-shell: the same Blink without the browser's UI layer — what Playwright
// itself runs headless) before the full browser: it takes ~20 % less CPU for the same pages.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190)
const chromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))

export default defineConfig({
  // tests/e2e and tests/model (the machines' paths walked in the browser)
  testDir: '..',
  testMatch: /(e2e|model)\/.*\.spec\.ts$/,
  outputDir: '../../test-results/e2e-artifacts',
  // a safety limit against a hang, not a speed claim: a busy 2-core machine runs a long walk past 30 s
  timeout: 90_000,
  // the same kind of bound for a page's answer: under two CPU burners beside the suite, the server
  // answered a route's chunks after 3.7 s and a cart badge showed its count 10.2 s after the login
  // (session.spec, met in the loaded run): 10 s failed a page that was only slow
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // three on two cores: a browser test waits on the server and the page about a quarter of its time,
  // which the third worker fills (the suite alone: 2 workers ~400 s at 85 % of both cores, 3 ~355 s
  // at 95 %). npm test runs this suite alone, after vitest (scripts/test.ts)
  workers: 3,
  retries: 0,
  use: {
    baseURL: `http://localhost:${E2E_PORT}/web/`,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    // a failing test keeps its trace (actions with their locators and errors, network, console) and a
    // screenshot. The trace is recorded for every test, passing or not, so what it records costs
    // every test: the screencast (a JPEG per frame) was a quarter of the suite's CPU, the DOM
    // snapshot before and after each action another ~20 % of the browser's. E2E_TRACE=full records
    // both for a failure to look into (`E2E_TRACE=full npx playwright test … <spec>`).
    trace:
      process.env.E2E_TRACE === 'full'
        ? { mode: 'retain-on-failure', screenshots: true, snapshots: true, sources: true }
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // The machines' walks first: a spec file's tests run one after another on one worker, and the
    // chat walk's (~3 min, one shop's agents, so not split) queued last kept one worker busy for
    // minutes after the other had run out of files. First, the workers share the rest around it.
    { name: 'walks', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, testMatch: /model\/.*\.spec\.ts$/ },
    { name: 'storefront', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, testMatch: /e2e\/.*\.spec\.ts$/, testIgnore: /serial\/.*/ },
    // specs that flip platform switches (site closed, captcha) run alone, after the rest
    { name: 'switches', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, testMatch: /serial\/.*\.spec\.ts/, dependencies: ['walks', 'storefront'], workers: 1 },
  ],
  webServer: {
    command: 'node tests/e2e/server.ts',
    cwd: '../..',
    url: `http://localhost:${E2E_PORT}/api/website/info`,
    timeout: 120_000,
    // npm test starts this server itself while vitest runs (scripts/test.ts) and says so; otherwise a
    // server already on the port (another run's, with its database) is never reused
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'pipe',
    // the password cost is the server's own setting (tests/e2e/server.ts)
    env: { E2E_PORT: String(E2E_PORT) },
  },
})
