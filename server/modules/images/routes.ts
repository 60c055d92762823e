import type { FastifyInstance } from 'fastify'

export function registerImages(_app: FastifyInstance) {}
