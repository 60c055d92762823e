// My follows (reference §6.6): favourite goods and followed shops, paged; removing one.

export const FAVOURITE_PAGE_SIZE = 12
