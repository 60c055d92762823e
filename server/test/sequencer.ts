import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take longest, longest first: a fresh clone has no timings of a previous run, and
 * vitest then starts the biggest files first — a small file with one long walk (money-walk: one
 * test, ~30 s) came last and kept one worker busy alone for ~20 s while the other had nothing left.
 * Started first, they run beside the many short files. A file missing here only runs where vitest
 * puts it; a list out of date costs seconds, never a result.
 */
export const LONGEST_FIRST = [
  'server/modules/pay/money-walk.test.ts',
  'server/test/fuzz.test.ts',
  'server/modules/catalog/detail-index.test.ts',
  'server/test/crash.test.ts',
  'server/http/hardening.test.ts',
  'server/ops/cli.test.ts',
  'server/db/seed/seed.test.ts',
]

/** a file's place in LONGEST_FIRST, or after them all */
function rank(spec: TestSpecification): number {
  const at = LONGEST_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId).replaceAll('\\', '/'))
  return at < 0 ? LONGEST_FIRST.length : at
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // a stable sort: the others keep vitest's order
    return sorted.map((spec, i) => ({ spec, i, r: rank(spec) })).sort((a, b) => a.r - b.r || a.i - b.i).map(({ spec }) => spec)
  }
}
