// node scripts/long-functions.ts [--all] [--min N] [dir …]: the functions that run past N lines
// (default 120), longest first, as `lines  name  file:line`. By default only React components
// (a function or arrow whose name starts with a capital, also inside memo()/forwardRef()) in
// src/features, src/routes and src/ui; --all lists every named function. Issue 24: a page component
// past ~120 lines is split along the sections the page already has.
// TypeScript 7 ships no JavaScript compiler API, so the files are parsed with the parser Vite
// exports (oxc's, through rolldown).
import { parseSync } from 'vite'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export const COMPONENT_LIMIT = 120
export const DEFAULT_DIRS = ['src/features', 'src/routes', 'src/ui']
const root = join(import.meta.dirname, '..')

export interface LongFunction {
  name: string
  file: string
  line: number
  lines: number
  component: boolean
}

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...sourceFiles(path))
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|css)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

/** the parts of an ESTree node this script reads */
interface Node {
  type: string
  start: number
  end: number
  id?: Node | null
  name?: string
  key?: Node
  value?: Node | null
  init?: Node | null
  arguments?: Node[]
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'])
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && typeof (value as Node).type === 'string'
const isFunction = (node: Node | null | undefined): boolean => !!node && FUNCTIONS.has(node.type)

/** the function a declarator holds: directly, or wrapped once or twice (memo(forwardRef(fn))) */
function unwrap(node: Node | null | undefined): Node | undefined {
  for (let depth = 0; node && depth < 3; depth++) {
    if (isFunction(node)) return node
    if (node.type !== 'CallExpression') return undefined
    node = node.arguments?.find((a: Node) => isFunction(a) || a.type === 'CallExpression')
  }
  return undefined
}

/** every named function of one file (declarations, `const X = …`, methods and function-valued properties) */
export function functionsOf(code: string, file: string): LongFunction[] {
  const { program } = parseSync(file, code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' })
  const lineAt = (offset: number) => {
    let line = 1
    for (let i = code.indexOf('\n'); i !== -1 && i < offset; i = code.indexOf('\n', i + 1)) line++
    return line
  }
  const found: LongFunction[] = []
  const add = (name: string | undefined, fn: Node) => {
    if (!name) return
    const line = lineAt(fn.start)
    found.push({ name, file, line, lines: lineAt(fn.end) - line + 1, component: /^[A-Z]/.test(name) })
  }
  const visit = (node: Node): void => {
    if (node.type === 'FunctionDeclaration' && node.id) add(node.id.name, node)
    else if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier') {
      const fn = unwrap(node.init)
      if (fn) add(node.id.name, fn)
    } else if ((node.type === 'MethodDefinition' || node.type === 'Property') && node.key?.type === 'Identifier' && node.value && isFunction(node.value)) add(node.key.name, node.value)
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item)
      if (isNode(value)) visit(value)
    }
  }
  visit(program as unknown as Node)
  return found
}

/** the functions of the given folders (relative to the repo) longer than `min` lines, longest first */
export function longFunctions(dirs: string[] = DEFAULT_DIRS, min = COMPONENT_LIMIT, all = false): LongFunction[] {
  const out: LongFunction[] = []
  for (const dir of dirs) {
    for (const path of sourceFiles(join(root, dir))) {
      const file = relative(root, path)
      for (const fn of functionsOf(readFileSync(path, 'utf8'), file)) if (fn.lines > min && (all || fn.component)) out.push(fn)
    }
  }
  return out.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file))
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const all = args.includes('--all')
  const minAt = args.indexOf('--min')
  const min = minAt >= 0 ? Number(args[minAt + 1]) : COMPONENT_LIMIT
  const dirs = args.filter((a, i) => !a.startsWith('--') && (minAt < 0 || i !== minAt + 1))
  const list = longFunctions(dirs.length ? dirs : DEFAULT_DIRS, min, all)
  for (const fn of list) console.log(`${String(fn.lines).padStart(4)}  ${fn.name.padEnd(28)} ${fn.file}:${fn.line}`)
  console.log(`${list.length} ${all ? 'functions' : 'components'} over ${min} lines`)
}
