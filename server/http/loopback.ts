import type { FastifyRequest } from 'fastify'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * A caller on this machine: the peer and the client address fastify derived must both be local, and
 * the request must not come through a proxy at all (a local proxy — the balancer — forwarding an
 * outside caller), whether TRUST_PROXY trusts it or not. The operator endpoint and /metrics use it.
 */
export const fromLoopback = (req: FastifyRequest) =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') && LOOPBACK.has(req.ip) && !req.headers['x-forwarded-for'] && !req.headers.forwarded
