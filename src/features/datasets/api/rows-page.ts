/**
 * Rows per request: a screenful or three, small enough that a jump paints quickly. Free of
 * imports: the inline script of index.html asks for a dataset link's first page with it
 * (src/first-paint/early-requests.ts), exactly as the grid will.
 */
export const PAGE_SIZE = 100
