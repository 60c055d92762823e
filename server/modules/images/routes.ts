import type { FastifyInstance } from 'fastify'
import { ApiError, failure, msg } from '../../http/envelope.ts'
import { langOf } from '../../http/route.ts'
import { renderImage } from './service.ts'

/** GET /img/<kind>/<name>[_small|_mid|_big].svg: generated, deterministic storefront pictures */
export function registerImages(app: FastifyInstance) {
  app.get<{ Params: { kind: string; file: string } }>('/img/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params
    const image = await renderImage(app.deps.db, app.deps.config.publicUrl, kind, file)
    if (!image) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .send(failure(new ApiError('NOT_FOUND', msg('图片不存在', 'No such image')), langOf(req, {}), app.deps.clock))
    }
    reply.header('cache-control', 'public, max-age=86400').header('etag', image.etag)
    if (req.headers['if-none-match'] === image.etag) return reply.status(304).send()
    return reply.type('image/svg+xml; charset=utf-8').send(image.body)
  })
}
