import { z } from 'zod/mini'
import { textParam } from '@/lib/routing/search-param-schemas'
import { lazySchema } from '@/lib/schema/lazy-schema'

/**
 * `/compare?ids=a,b,c`: the organizations, comma-separated, kept as text here and read by
 * `readCompareIds`, so a bad ID becomes a message on the page instead of a failed route.
 */
export const compareSearchSchema = lazySchema(() => z.object({ ids: textParam(2000) }))

export type CompareSearch = z.output<typeof compareSearchSchema.schema>
