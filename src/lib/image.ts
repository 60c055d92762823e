import { buildImageUrl, type ImageSize } from '../../domain/image-url.ts'
import { config } from './config.ts'

/** a server image path → its URL on this storefront's image domain (the rule: domain/image-url.ts) */
export function imageUrl(path: string | null | undefined, size?: ImageSize): string {
  return buildImageUrl(config.imgDomain || config.baseUrl, path, size)
}
