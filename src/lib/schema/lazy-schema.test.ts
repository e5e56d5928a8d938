import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'

describe('lazySchema', () => {
  it('builds its schema on first use, once', () => {
    const build = vi.fn(() => z.object({ page: z.catch(z.optional(z.coerce.number()), undefined) }))
    const schema = lazySchema(build)
    expect(build).not.toHaveBeenCalled()

    expect(schema.parse({ page: '2' })).toEqual({ page: 2 })
    expect(schema['~standard'].validate({ page: 'x' })).toEqual({ value: { page: undefined } })
    expect(schema.schema.shape.page).toBeDefined()
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('reports what does not fit as the schema would', () => {
    const schema = lazySchema(() => z.object({ id: z.string() }))
    expect(() => schema.parse({ id: 7 })).toThrow(z.core.$ZodError)
    const result = schema['~standard'].validate({ id: 7 })
    expect('issues' in result && result.issues?.[0]?.path).toEqual(['id'])
  })

  it('keeps `parse` usable when passed on as a function', () => {
    const schema = lazySchema(() => z.string())
    expect(['a', 'b'].map(schema.parse)).toEqual(['a', 'b'])
  })
})
