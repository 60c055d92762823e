import type { FastifyInstance } from 'fastify'

export function registerOps(_app: FastifyInstance) {}
