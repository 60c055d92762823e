/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'
import { build, defineConfig, type InlineConfig, type Plugin, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { minify as terser } from 'terser'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { LongestFirstSequencer } from './server/test/sequencer.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)
// What every first visit needs, grouped into one chunk with the route definitions (modules they
// import come along): the site frame, the login state, the current city and the home page (the
// usual landing page). A module missing here still works; it only travels in a chunk of its own.
const FIRST_LOAD = new RegExp(
  [
    // route files and the frame (not the member pages' -components: their split views carry them)
    String.raw`src/routes/(?!_main/_member/member/-components/).*\.tsx$`,
    // the generated tree that wires them (compresses best beside the route files it names)
    String.raw`src/routeTree\.gen\.ts$`,
    String.raw`src/features/layout/components/site-frame\.tsx$`,
    String.raw`src/features/auth/use-auth-session\.ts$`,
    String.raw`src/features/city/components/current-city\.tsx$`,
    String.raw`src/features/catalog/home/home-page\.tsx$`,
    // shared with lazy chunks, so they would travel in small chunks of their own (gzip loses
    // ~0.1–0.3 kB on each): react-dom's portal module, TanStack Query's Mutation, the first floors'
    // query (the route starts it; every floor's query is the floors' chunk's own)
    String.raw`node_modules/react-dom/(index|cjs/react-dom\.production)\.js$`,
    String.raw`node_modules/@tanstack/query-core/build/modern/mutation\.js$`,
    String.raw`src/features/catalog/api/get-first-floors\.ts$`,
  ].join('|'),
)
/**
 * The modules of the home's first load, found once the module graph is built: the entry's static
 * imports and those of the code-split routes the home renders (what `npm run size` counts: root →
 * _main layout → /index, not their pending/error/not-found views). The lazy-shared group (decision
 * 020) leaves them where they are, so the first load neither grows nor splits.
 */
const HOME_ROUTE_FILES = ['src/routes/__root.tsx', 'src/routes/_main.tsx', 'src/routes/_main/[index].tsx']
const firstLoadModules = new Set<string>()
function firstLoadGraph(): Plugin {
  return {
    name: 'bazaar-first-load-graph',
    apply: 'build',
    buildStart() {
      firstLoadModules.clear()
    },
    buildEnd() {
      const todo = [...this.getModuleIds()].filter((id) => {
        if (this.getModuleInfo(id)?.isEntry) return true
        const [file = '', query = ''] = id.split('?')
        return HOME_ROUTE_FILES.some((home) => file.endsWith(home)) && !/pendingComponent|errorComponent|notFoundComponent/.test(query)
      })
      while (todo.length) {
        const id = todo.pop()!
        if (firstLoadModules.has(id)) continue
        firstLoadModules.add(id)
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
}
/**
 * Decision 020: the small modules that several lazy routes share (a query's options, a formatter, a
 * machine, a component of a few hundred bytes) in one chunk, not in ~100 files of their own — a goods
 * page made 51 script requests, now 21. Not the first load's modules, not a route's own split module,
 * not a style module (its CSS keeps its chunk and its order).
 */
const LAZY_SHARED = {
  name: 'lazy-shared',
  test: (id: string) => !firstLoadModules.has(id) && !id.includes('tsr-split') && !/\.css|vanilla/.test(id),
  maxModuleSize: 4096,
  minShareCount: 2,
  priority: 1,
}
/**
 * Decision 003: oxc (rolldown's own minifier) minifies the build; terser then takes one more pass over
 * the first load's `routes` chunk alone (the libraries and route tree of a first visit), where it finds
 * ~2 kB of gzip that oxc leaves. Terser over the whole build took ~15 s of its ~31 (22 CPU-s); this pass
 * ~3. On the entry chunk (react-dom's client) it found nothing (+0.3 kB), so it is left to oxc.
 */
function terserRoutesChunk(): Plugin {
  return {
    name: 'bazaar-terser-routes',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'routes') continue
        const out = await terser(chunk.code, { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } })
        chunk.code = out.code!
      }
    },
  }
}
/** .br and .gz beside every text asset of the build, for the server's preCompressed serving */
function precompress(): Plugin {
  return {
    name: 'bazaar-precompress',
    apply: 'build',
    async closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
      // zlib's thread pool compresses the files side by side (one after another on the main thread
      // it was ~5 s of the build); dot folders (.vite, the first-screen renderer's .ssr) are never served
      const outDir = this.environment.config.build.outDir
      const files = walk(outDir).filter(
        // compressed already: the storefront's files when the console's build runs after it
        (file) => /\.(js|css|html|svg|json)$/.test(file) && !/(^|\/)\./.test(relative(outDir, file)) && !existsSync(`${file}.gz`),
      )
      await Promise.all(
        files.map(async (file) => {
          const data = readFileSync(file)
          if (data.length < 1024) return
          const [gz, br] = await Promise.all([gzipAsync(data, { level: 9 }), brotliAsync(data)])
          writeFileSync(`${file}.gz`, gz)
          writeFileSync(`${file}.br`, br)
        }),
      )
    },
  }
}

/**
 * The agent console (/web/servicer/, decision 013) is a build of its own, run after the storefront's
 * into the same dist/web: its HTML at servicer/index.html, its chunks beside the storefront's in
 * assets/. Nothing of it is in the storefront's chunks — a second entry in the same build would
 * split the modules both use (React, the request helper, the tokens) out of the first load's chunk.
 */
function servicerConsole(): Plugin {
  return {
    name: 'bazaar-servicer-console',
    apply: (_config, env) => env.command === 'build' && !process.env.BAZAAR_CONSOLE_BUILD,
    async closeBundle() {
      process.env.BAZAAR_CONSOLE_BUILD = '1'
      try {
        await build(consoleBuild(this.environment.config.logLevel))
      } finally {
        delete process.env.BAZAAR_CONSOLE_BUILD
      }
    },
  }
}

function consoleBuild(logLevel: UserConfig['logLevel']): InlineConfig {
  return {
    configFile: false,
    logLevel,
    root: `${root}src`,
    base: '/web/',
    // config.js is the storefront's (the console reads the same one); not copied again
    publicDir: `${root}src/public`,
    plugins: [react(), lingui({ cwd: root }), babel({ presets: [linguiTransformerBabelPreset(undefined, { cwd: root })] }), vanillaExtractPlugin(), precompress()],
    build: {
      outDir: `${root}dist/web`,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      reportCompressedSize: false,
      // its own manifest: .vite/manifest.json stays the storefront's (npm run size reads it)
      manifest: '.vite/servicer-manifest.json',
      modulePreload: { polyfill: false },
      minify: 'oxc',
      rolldownOptions: {
        input: `${root}src/servicer/index.html`,
        checks: { bundlerTimings: false },
        output: { chunkFileNames: 'assets/[hash].js' },
      },
    },
  }
}

/**
 * The first screen's renderer (decision 012): src/first-screen.tsx built for node into
 * dist/web/.ssr/ (a dot directory: never served) after the storefront's build, with the same
 * plugins, so its class names and messages are the storefront's. The server renders a page's first
 * screen with it (server/http/first-view.ts).
 */
function firstScreenRenderer(): Plugin {
  return {
    name: 'bazaar-first-screen',
    apply: (_config, env) => env.command === 'build' && !process.env.BAZAAR_CONSOLE_BUILD && !process.env.BAZAAR_SSR_BUILD,
    async closeBundle() {
      process.env.BAZAAR_SSR_BUILD = '1'
      try {
        await build({
          configFile: `${root}vite.config.ts`,
          logLevel: this.environment.config.logLevel,
          build: {
            ssr: `${root}src/first-screen.tsx`,
            outDir: `${root}dist/web/.ssr`,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'first-screen.js', chunkFileNames: '[name]-[hash].js' } },
          },
        })
      } finally {
        delete process.env.BAZAAR_SSR_BUILD
      }
    },
  }
}

const apiTarget = process.env.API_TARGET ?? `http://localhost:${process.env.PORT ?? 8080}`

export default defineConfig({
  root: `${root}src`,
  base: '/web/',
  publicDir: `${root}src/public`,
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${root}src/lib/shims/use-sync-external-store-shim.ts` }],
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // loaders travel with their component: the route tree (first-load) then holds no API code
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
    }),
    react(),
    lingui({ cwd: root }),
    babel({ presets: [linguiTransformerBabelPreset(undefined, { cwd: root })] }),
    vanillaExtractPlugin(),
    ...(process.env.BAZAAR_SSR_BUILD ? [] : [firstLoadGraph(), terserRoutesChunk(), precompress(), servicerConsole(), firstScreenRenderer()]),
  ],
  build: {
    outDir: `${root}dist/web`,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    manifest: true,
    // decision 006: the first load's own chunks are still preloaded from index.html; a lazy route's
    // JS deps are not listed in the first load (each name cost ~15 B gzip, 150 of them) — TanStack's
    // intent preloading fetches a route's chunks on hover instead. CSS deps stay listed (always).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    minify: 'oxc',
    rolldownOptions: {
      // the build's plugin timing report is noise in `npm start` output
      checks: { bundlerTimings: false },
      // one chunk compresses far better than dozens of small ones
      output: {
        // chunks are named by their content hash alone: the first load carries the file name of every
        // lazy chunk (the preload lists of its dynamic imports), and the names cost ~0.7 kB gzip there
        // (decision 003). The manifest still maps each chunk to its source (`npm run size` prints it).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // the first screen's renderer (.ssr, for node) keeps the routes group only
          groups: [{ name: 'routes', test: FIRST_LOAD, priority: 2 }, ...(process.env.BAZAAR_SSR_BUILD ? [] : [LAZY_SHARED])],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget, '/pc/api': apiTarget, '/img': apiTarget, '/manjian': apiTarget,
      '/coupon': apiTarget, '/platformcoupon': apiTarget, '/seckill': apiTarget, '/groupbuy': apiTarget,
      '/bundling': apiTarget, '/topic': apiTarget, '/servicer': apiTarget, '/memberrecharge': apiTarget,
      // the sandbox pay gateway (pages, QR images) is served by the API server
      '/sandbox': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    root,
    include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/wire/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    // bounds against a hang, not claims about speed: generous, as a busy 2-core machine needs
    // (a test about a timeout moves its clock instead)
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // PGlite takes 300-800 MB and a core per instance: two workers on this 2-core machine
    maxWorkers: 2,
    // the long files first, so neither worker ends the run alone (server/test/sequencer.ts)
    sequence: { sequencer: LongestFirstSequencer },
    // a worker runs file after file in one module graph: the server's modules, fastify, PGlite and
    // XState load once per worker instead of once per file (139 forks cost ~100 of the suite's ~560
    // CPU-s). Every server test makes its own app on its own database copy (harness.ts), a test that
    // stubs a global, the clock or TZ puts it back in its own afterEach/finally.
    isolate: false,
    // new password hashes at scrypt's lowest cost the server takes (server/http/password.ts): the
    // suite makes ~850 of them (the seed's, members, logins), ~45 CPU-s at the default cost
    env: { BAZAAR_SCRYPT_N: '1024' },
  },
})
