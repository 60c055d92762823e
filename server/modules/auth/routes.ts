import type { FastifyInstance } from 'fastify'

export function registerAuth(_app: FastifyInstance) {}
