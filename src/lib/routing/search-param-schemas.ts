/**
 * Building blocks for route search params (the URL is the state, validated with a
 * fallback so a bad link degrades instead of crashing; `undefined` means "the default", which never
 * appears in links). Route schemas load with the route tree, i.e. with the first page, so they use
 * the tree-shakable `zod/mini` (classic zod would add ~25 KB gzip to the initial JavaScript), and
 * each is wrapped in `lazySchema` (lib/schema/lazy-schema.ts): built when its route is first validated.
 */
import { z } from 'zod/mini'

/** `schema`, optional, and `undefined` when the value does not fit (classic `.optional().catch(undefined)`). */
export const optionalParam = <T extends z.core.SomeType>(schema: T) =>
  z.catch(z.optional(schema), undefined)

/**
 * Trimmed text of `min`..`max` characters. TanStack Router reads `?q=80331` as a number, so a
 * number is accepted and kept as its text.
 */
export const textParam = (max: number, min = 0) =>
  optionalParam(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim()),
      ),
      z.string().check(z.minLength(min), z.maxLength(max)),
    ),
  )

interface NumberBounds {
  min?: number
  max?: number
  /** Whole numbers only. */
  int?: boolean
}

/** A number within the bounds; URL text such as `"12"` is coerced. */
export const numberParam = ({ min, max, int = false }: NumberBounds = {}) => {
  const checks: z.core.$ZodCheck<number>[] = []
  if (int) checks.push(z.int())
  if (min !== undefined) checks.push(z.minimum(min))
  if (max !== undefined) checks.push(z.maximum(max))
  return optionalParam(z.coerce.number().check(...checks))
}
