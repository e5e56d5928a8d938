/**
 * Grid classes for one card per compared organization: as many columns as organizations on wide
 * screens (written out, since Tailwind only generates classes it finds in the source).
 */
const WIDE_COLUMNS: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-2 xl:grid-cols-4',
}

export const columnGrid = (count: number) =>
  `grid gap-4 md:grid-cols-2 ${WIDE_COLUMNS[count] ?? ''}`
