import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ApiError, msg, success } from '../http/envelope.ts'
import { langOf } from '../http/route.ts'
import { OpsError, runCommand } from './commands.ts'
import { fromLoopback } from '../http/loopback.ts'

// POST /ops/<command> {args: string[]}: the operator commands on the running server, so `npm run ops`
// works while the server holds the PGlite data dir. Only from this machine, only with the secret.

const forbidden = () =>
  new ApiError('OPS_FORBIDDEN', msg('无权执行运维命令', 'Operator commands are not allowed for this caller'), { httpStatus: 403 })

const body = z.object({ args: z.array(z.string().max(500)).max(50).default([]) })

function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given || !expected) return false
  // equal-length digests, so the comparison time says nothing about the secret
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

export function registerOps(app: FastifyInstance) {
  app.post<{ Params: { command: string } }>('/ops/:command', async (req, reply) => {
    // the operator CLI is no contract client: it asks for English with Accept-Language (server/ops/cli.ts)
    const lang = String(req.headers['accept-language'] ?? '').startsWith('en') ? 'en' : langOf(req, {})
    req.lang = lang
    if (!fromLoopback(req) || !secretMatches(req.headers['x-ops-secret'], app.deps.config.opsSecret)) throw forbidden()
    const parsed = body.safeParse(req.body ?? {})
    if (!parsed.success) {
      throw new ApiError('PARAMETER_ERROR', msg('参数错误：args 须为字符串数组', 'Invalid parameter: args must be an array of strings'))
    }
    try {
      const output = await runCommand({ ...app.deps, dataDir: app.deps.config.dataDir }, req.params.command, parsed.data.args)
      return reply.send(success(output, lang, app.deps.clock))
    } catch (err) {
      // an operator's mistake: the message (with usage) is the answer; operator text is English
      if (err instanceof OpsError) throw new ApiError('PARAMETER_ERROR', msg(err.message, err.message))
      throw err
    }
  })
}
