import type { FastifyInstance } from 'fastify'

export function registerMember(_app: FastifyInstance) {}
