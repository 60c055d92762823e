export interface Page<T> {
  count: number
  page_count: number
  list: T[]
}

/** a row of a notice or help list (reference §2.8) */
export interface ArticleRow {
  id: number
  title: string
  /** epoch seconds */
  create_time: number
}

export interface Article extends ArticleRow {
  /** rich text from the server: sanitise before showing */
  content: string
}

