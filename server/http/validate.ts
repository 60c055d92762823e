import { z } from 'zod'
import { ApiError, msg, type Msg } from './envelope.ts'

// Field builders for endpoint params. Query strings arrive as text, JSON bodies as numbers: ids and
// counts accept both. Every string has a bound; nothing unbounded reaches SQL.
const intFrom = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v)

// C0 control codes other than tab and line breaks, and DEL: PostgreSQL refuses U+0000 in text, and
// none of them belongs in a name, keyword or key (issue 7, gap 1)
// oxlint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const noControl = { params: { reason: 'control' }, abort: true } as const
/** a bounded string without control characters */
const text = (max: number) => z.string().max(max).refine((s) => !CONTROL.test(s), noControl)

export const v = {
  id: () => z.preprocess(intFrom, z.number().int().min(0).max(2_147_483_647)),
  int: (min: number, max: number) => z.preprocess(intFrom, z.number().int().min(min).max(max)),
  flag: () => z.preprocess(intFrom, z.union([z.literal(0), z.literal(1)])),
  str: (max: number, min = 0) =>
    z
      .string()
      .refine((s) => !CONTROL.test(s), noControl)
      .trim()
      .min(min)
      .max(max),
  /** taken verbatim (a space is part of a password); the bound keeps huge inputs away from scrypt */
  password: () => z.string().min(1).max(128).refine((s) => !CONTROL.test(s), noControl),
  page: () => z.preprocess(intFrom, z.number().int().min(1).max(100_000)).default(1),
  /**
   * page_size: 1…max, or 0 = "all rows" (reference §2: `page_size: 0` returns everything with
   * page_count 1). "All" is answered with at most `all` rows (default `max`), the endpoint's hard
   * bound, so one call cannot pull a whole table; past that bound page_count says there is more.
   */
  pageSize: (dflt: number, max = 100, all = max) =>
    z
      .preprocess(intFrom, z.number().int().min(0).max(max))
      .default(dflt)
      .transform((n) => (n === 0 ? all : n)),
  money: () =>
    z.preprocess(
      (val) => (typeof val === 'number' ? String(val) : val),
      z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/),
    ),
  mobile: () => z.string().trim().regex(/^1\d{10}$/),
  lang: () => z.enum(['zh-cn', 'en-us']).optional(),
}

// The client merges these into every call; endpoints accept them without declaring them.
export const common = {
  app_type: text(20).optional(),
  app_type_name: text(40).optional(),
  token: text(200).optional(),
  website_id: z.preprocess(intFrom, z.number().int().min(0).max(2_147_483_647)).optional(),
  lang: text(10).optional(),
}

const fieldNames: Record<string, Msg> = {}
/** register a readable name for a field, used in validation messages */
export function nameField(field: string, zh: string, en: string) {
  fieldNames[field] = { zh, en }
}

// one schema per endpoint shape: zod compiles an object schema on its first parse, so building it
// per call cost a compile per request (a tenth of the server's time under load, issue 14)
const schemas = new WeakMap<z.ZodRawShape, z.ZodObject>()

export function parseParams<S extends z.ZodRawShape>(shape: S, input: Record<string, unknown>) {
  let schema = schemas.get(shape)
  if (!schema) schemas.set(shape, (schema = z.object({ ...common, ...shape })))
  // reportInput: so a wrong-typed value is told apart from a missing one in the message
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return result.data as z.infer<z.ZodObject<S>>
  const issue = result.error.issues[0]!
  const field = String(issue.path[0] ?? '')
  const name = fieldNames[field] ?? { zh: field, en: field }
  const reason = describeIssue(issue)
  throw new ApiError(
    'PARAMETER_ERROR',
    msg(`参数错误：${name.zh}${reason.zh}`, `Invalid parameter: ${name.en} ${reason.en}`),
    { data: { field } },
  )
}

function describeIssue(issue: z.core.$ZodIssue): Msg {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? msg('不能为空', 'is required') : msg('类型不正确', 'has the wrong type')
    case 'too_big':
      return msg(`超出上限 ${String(issue.maximum)}`, `is above the limit of ${String(issue.maximum)}`)
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? msg('不能为空', 'is required')
        : msg(`低于下限 ${String(issue.minimum)}`, `is below the minimum of ${String(issue.minimum)}`)
    case 'invalid_value':
      return msg('取值不在允许范围内', 'is not one of the allowed values')
    case 'invalid_format':
      return msg('格式不正确', 'has the wrong format')
    case 'custom':
      return issue.params?.reason === 'control' ? msg('含有不允许的控制字符', 'contains control characters') : msg('不正确', 'is invalid')
    default:
      return msg('不正确', 'is invalid')
  }
}
