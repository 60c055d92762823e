import { notFound } from '@tanstack/react-router'
import { ApiFailure } from './request.ts'

/** what a not-found page says is missing (and which way on it offers) */
export type MissingThing = 'page' | 'goods' | 'shop' | 'article'

/**
 * A loader's `.catch`: the server's NOT_FOUND (a goods, shop or article id that does not exist)
 * becomes the not-found state, shown inside the frame by the layout's notFoundComponent with what is
 * missing; any other failure stays an error.
 */
export const notFoundOnMissing =
  (what: MissingThing) =>
  (error: unknown): never => {
    if (error instanceof ApiFailure && error.errorCode === 'NOT_FOUND') throw notFound({ data: { what } })
    throw error
  }

/** the `what` a notFound carried, or 'page' */
export function missingThing(data: unknown): MissingThing {
  const what = (data as { data?: { what?: unknown } } | undefined)?.data?.what ?? (data as { what?: unknown } | undefined)?.what
  return what === 'goods' || what === 'shop' || what === 'article' ? what : 'page'
}
