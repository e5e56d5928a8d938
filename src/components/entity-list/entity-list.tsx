import { Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { entityPath } from '@/lib/datahub/entity-ref'
import type { RememberedEntity } from '@/lib/entity/entity-memory'
import { formatDateTime } from '@/lib/format/format'

const KIND = {
  ORGANIZATION: msg`Organization`,
  PERSON: msg`Person`,
  LOCATION: msg`Place`,
} as const satisfies Record<RememberedEntity['type'], unknown>

interface EntityListProps {
  entities: RememberedEntity[]
  testId: string
  /** Extra content per entry (the watchlist's change marker and remove button). */
  extra?: (entity: RememberedEntity) => ReactNode
}

export function EntityList({ entities, testId, extra }: EntityListProps) {
  const { i18n } = useLingui()
  return (
    <ul
      className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      data-testid={testId}
    >
      {entities.map((entity) => (
        <li
          key={`${entity.type}-${entity.id}`}
          className="flex flex-wrap items-center justify-between gap-2 px-4 py-2"
        >
          <span>
            <Link
              to={entityPath(entity.type)}
              params={{ id: entity.id }}
              className="font-medium text-sky-800 underline"
            >
              {entity.name}
            </Link>{' '}
            <span className="text-sm text-slate-600">
              {i18n._(KIND[entity.type])} · {formatDateTime(entity.at)}
            </span>
          </span>
          {extra?.(entity)}
        </li>
      ))}
    </ul>
  )
}
