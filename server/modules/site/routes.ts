import type { FastifyInstance } from 'fastify'

export function registerSite(_app: FastifyInstance) {}
