import { useState, type CSSProperties } from 'react'
import { useQuery } from '@tanstack/react-query'
import { builtinDefaultImage, defaultImagePath, defaultImagesQuery, type ImageKind } from '../lib/default-images.ts'
import type { ImageSize } from '../../domain/image-url.ts'
import { imageUrl } from '../lib/image.ts'
import * as css from './img.css.ts'

export interface ImgProps {
  src: string | null | undefined
  /** which default image stands in when the picture is missing or fails to load */
  kind: ImageKind
  size?: ImageSize
  /** intrinsic size: reserved before the picture arrives, so the layout does not shift */
  width: number
  height: number
  alt: string
  fit?: CSSProperties['objectFit']
  /** above-the-fold pictures (logo, first banner) load eagerly */
  eager?: boolean
  className?: string
  style?: CSSProperties
}

/**
 * A server picture: lazy, with explicit dimensions, falling back to the configured default image
 * of its kind and then to a built-in placeholder (spec §8: image load failure → default image).
 */
export function Img({ src, kind, size, width, height, alt, fit = 'cover', eager, className, style }: ImgProps) {
  const { data: defaults } = useQuery(defaultImagesQuery())
  // URLs that failed to load; the first candidate not in it is shown
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const candidates = [imageUrl(src, size), imageUrl(defaultImagePath(kind, defaults)), builtinDefaultImage(kind)]
  const shown = candidates.find((c) => c && !failed.has(c)) ?? builtinDefaultImage(kind)
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className ? `${css.img} ${className}` : css.img}
      style={{ objectFit: fit, aspectRatio: `${width} / ${height}`, ...style }}
      onError={() => setFailed((prev) => new Set(prev).add(shown))}
    />
  )
}
