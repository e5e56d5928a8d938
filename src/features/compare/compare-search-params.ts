import { z } from 'zod/mini'
import { optionalParam } from '@/lib/search-param-schemas'

/**
 * `/compare?ids=a,b,c`: the organizations, comma-separated, kept as text here and read by
 * `readCompareIds`, so a bad ID becomes a message on the page instead of a failed route. The
 * router reads a lone numeric ID as a number and a JSON array as an array: both are taken as text.
 */
export const compareSearchSchema = z.object({
  ids: optionalParam(
    z.pipe(
      z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
      z.transform((value) =>
        (Array.isArray(value) ? value.join(',') : String(value)).slice(0, 2000),
      ),
    ),
  ),
})

export type CompareSearch = z.infer<typeof compareSearchSchema>
