import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../../clock.ts'
import { ApiError, failure, msg } from '../../http/envelope.ts'
import { langOf } from '../../http/route.ts'
import { renderImage } from './service.ts'
import { renderQrCode } from './qrcode.ts'

/** a generated picture with its etag (304 when the client has it), or the envelope's 404 */
function send(
  req: FastifyRequest, reply: FastifyReply, clock: Clock, image: { etag: string } | null, type: string, body: () => string | Buffer,
) {
  if (!image) {
    return reply
      .status(404)
      .header('cache-control', 'no-cache')
      .send(failure(new ApiError('NOT_FOUND', msg('图片不存在', 'No such image')), langOf(req, {}), clock))
  }
  reply.header('cache-control', 'public, max-age=86400').header('etag', image.etag)
  if (req.headers['if-none-match'] === image.etag) return reply.status(304).send()
  return reply.type(type).send(body())
}

/** GET /img/<kind>/<name>[_small|_mid|_big].svg: generated, deterministic storefront pictures */
export function registerImages(app: FastifyInstance) {
  app.get<{ Params: { kind: string; file: string }; Querystring: { lang?: unknown } }>('/img/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params
    // pictures with platform words come in English with ?lang=en (the API answers add it for English callers)
    const lang = req.query.lang === 'en' ? 'en' : 'zh'
    const image = await renderImage(app.deps.db, app.deps.config.publicUrl, kind, file, lang)
    return send(req, reply, app.deps.clock, image, 'image/svg+xml; charset=utf-8', () => image!.body)
  })
  /** GET /qrcode/(wap|sku-<id>)[_small|_mid|_big].png: the QR codes of website/wapqrcode and goodssku/goodsqrcode */
  app.get<{ Params: { file: string } }>('/qrcode/:file', async (req, reply) => {
    const image = await renderQrCode(app.deps.db, app.deps.config.publicUrl, req.params.file)
    return send(req, reply, app.deps.clock, image, 'image/png', () => image!.png)
  })
}
