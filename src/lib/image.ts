import { config } from './config.ts'

export type ImageSize = 'small' | 'mid' | 'big'

/**
 * A server image path → a URL (reference §4.1 `$img`): absolute URLs pass through, relative paths
 * get the image domain (or the API base). A size asks for the `_{size}` variant of the file.
 */
export function imageUrl(path: string | null | undefined, size?: ImageSize): string {
  if (!path) return ''
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path
  const sized = size ? path.replace(/(\.[a-z0-9]+)$/i, `_${size}$1`) : path
  const base = config.imgDomain || config.baseUrl
  return `${base}${sized.startsWith('/') ? '' : '/'}${sized}`
}
