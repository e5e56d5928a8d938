/**
 * A Zod schema built the first time it is used instead of when its module is evaluated.
 *
 * Every route's search schema loads with the route tree, and so with the first page. Zod builds a
 * schema object for every `z.*` call, and for a deep link to an organization that came to 511
 * schemas before its heading, more than half of them for routes the page never visits. A
 * route's schema is now built when the router first validates that route's search (214 before the
 * heading), and `parse` works as before for loaders and tests. The main thread, which is what a
 * deep link waits for, saves less than the count suggests: most of Zod's 30–115 ms per visit is
 * its own code running for the first time (docs/performance.md).
 */
import type { z } from 'zod/mini'

export interface LazySchema<S extends z.ZodMiniType> {
  /** Standard Schema, so that TanStack Router takes it as `validateSearch` and infers its types. */
  readonly '~standard': S['~standard']
  /** The schema's `parse`: the output, or a thrown `ZodError`. */
  parse(value: unknown): z.output<S>
  /** The schema itself, built now if it was not yet (to extend it, or for `z.output<typeof x.schema>`). */
  readonly schema: S
}

export function lazySchema<S extends z.ZodMiniType>(build: () => S): LazySchema<S> {
  let built: S | undefined
  const schema = () => (built ??= build())
  return {
    get schema() {
      return schema()
    },
    get '~standard'() {
      return schema()['~standard']
    },
    parse: (value) => schema().parse(value),
  }
}
