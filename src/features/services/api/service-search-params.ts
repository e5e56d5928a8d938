/**
 * `?inputs=` of a service page: typed values, so a filled-in call can be shared. Kept apart from
 * the form helpers because route schemas load with every page.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/schema/lazy-schema'

export type InputValue = string | number | boolean

export const serviceSearchSchema = lazySchema(() =>
  z.object({
    inputs: z.catch(
      z._default(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), {}),
      {},
    ),
  }),
)
