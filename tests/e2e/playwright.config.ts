import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// The end-to-end suite runs against the real server and the built storefront, on a database
// created fresh for the run (tests/e2e/server.ts). Debian's Chromium when present (this machine
// kind cannot download browsers), Playwright's own browser elsewhere.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190)
const chromium = '/usr/bin/chromium'

export default defineConfig({
  // tests/e2e and tests/model (the machines' paths walked in the browser)
  testDir: '..',
  testMatch: /(e2e|model)\/.*\.spec\.ts$/,
  outputDir: '../../test-results/e2e-artifacts',
  // a safety limit against a hang, not a speed claim: a busy 2-core machine runs a long walk past 30 s
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  use: {
    baseURL: `http://localhost:${E2E_PORT}/web/`,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    // a failing test keeps its trace (actions, DOM snapshots, network, console) and a screenshot; the
    // trace's screencast (a JPEG per frame, encoded for every test, passing or not) was a quarter of
    // the suite's CPU and is left out
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'storefront', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, testIgnore: /serial\/.*/ },
    // specs that flip platform switches (site closed, captcha) run alone, after the rest
    { name: 'switches', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, testMatch: /serial\/.*\.spec\.ts/, dependencies: ['storefront'], workers: 1 },
  ],
  webServer: {
    command: 'node tests/e2e/server.ts',
    cwd: '../..',
    url: `http://localhost:${E2E_PORT}/api/website/info`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
})
