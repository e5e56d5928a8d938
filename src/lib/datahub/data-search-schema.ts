/** The tolerant parser of dataset and service search answers (docs/datahub-api.md §4.4, §9 (15)). */
import { z } from 'zod/mini'
import { keyField } from './catalogue-key'
import { localized, orNull, pickText } from './fields'

export const dataSearchItemSchema = z.object({
  entity_type: z.catch(z.enum(['STREAM', 'SERVICE']), 'STREAM'),
  linked_context_id: z.nullish(z.coerce.string()),
  linked_data_value: z.nullish(z.string()),
  entity: orNull(
    z.partial(
      z.object({
        key: z.nullish(z.coerce.string()),
        _key: z.nullish(z.coerce.string()),
        name: localized,
        source: orNull(z.partial(z.object({ name: z.nullish(z.string()) }))),
        meta: orNull(
          z.partial(
            z.object({
              coverage: z.nullish(
                z.partial(
                  z.object({
                    geographical: z.nullish(
                      z.partial(z.object({ iso_alpha_3: z.nullish(z.array(z.string())) })),
                    ),
                  }),
                ),
              ),
            }),
          ),
        ),
      }),
    ),
  ),
  score: orNull(z.number()),
})

export interface DataSearchHit {
  type: 'STREAM' | 'SERVICE'
  key: string
  name: string
  /** The German name when it differs from `name` (the catalogue filter matches both). */
  nameDe: string | null
  source: string | null
  coverage: string[]
  score: number | null
}

export const dataSearchResponseSchema = z.pipe(
  z.object({ results: z.nullish(z.array(z.unknown())) }),
  z.transform(({ results }: { results?: unknown[] | null }): DataSearchHit[] =>
    (results ?? []).flatMap((raw) => {
      const parsed = dataSearchItemSchema.safeParse(raw)
      if (!parsed.success) return []
      const item = parsed.data
      // §9.15: the entity names its key `key` or `_key`; `linked_context_id` repeats it.
      const key = keyField(item.entity) || item.linked_context_id
      if (!key) return []
      const names = item.entity?.name
      // Cached whatever language is shown: `hitName` picks the German one at render time.
      const name = pickText(names, 'en') || item.linked_data_value || key
      return [
        {
          type: item.entity_type,
          key,
          name,
          nameDe: names?.de && names.de !== name ? names.de : null,
          source: item.entity?.source?.name ?? null,
          coverage: item.entity?.meta?.coverage?.geographical?.iso_alpha_3 ?? [],
          score: item.score ?? null,
        },
      ]
    }),
  ),
)
