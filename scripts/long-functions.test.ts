import { describe, expect, it } from 'vitest'
import { COMPONENT_LIMIT, functionsOf, longFunctions } from './long-functions.ts'

// Issue 24: a page component past ~120 lines is split along its sections (every one of them now).

describe('long components', () => {
  it('finds declarations, arrows and wrapped components, with their line counts', () => {
    const code = ['function Small() {', '  return null', '}', 'const Arrow = () => {', '  return null', '}', 'const Memo = memo(forwardRef(function Inner() {', '  return null', '}))', 'function useHook() {}'].join('\n')
    const found = functionsOf(code, 'x.tsx').map((f) => [f.name, f.line, f.lines, f.component])
    expect(found).toEqual([
      ['Small', 1, 3, true],
      ['Arrow', 4, 3, true],
      ['Memo', 7, 3, true],
      ['useHook', 10, 1, false],
    ])
  })

  it(`no component of src/features, src/routes or src/ui runs past ${COMPONENT_LIMIT} lines`, () => {
    const long = longFunctions()
    expect(long.map((f) => `${f.name} ${f.lines} ${f.file}:${f.line}`)).toEqual([])
  })
})
