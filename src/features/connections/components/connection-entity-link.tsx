import { t } from '@lingui/core/macro'
import { Link } from '@tanstack/react-router'
import type { ConnectionEntity } from '../api/connection-graph'

const LINK_STYLE = 'font-medium text-sky-800 underline underline-offset-2 hover:decoration-2'

/** An entity of a path: a link to its page (the name is data, rendered as text). */
export function ConnectionEntityLink({ entity }: { entity: ConnectionEntity }) {
  if (entity.type === 'PERSON')
    return (
      <Link to="/persons/$id" params={{ id: entity.id }} className={LINK_STYLE}>
        {entity.name}
      </Link>
    )
  if (entity.type === 'ORGANIZATION')
    return (
      <Link to="/organizations/$id" params={{ id: entity.id }} className={LINK_STYLE}>
        {entity.name}
      </Link>
    )
  return <span>{entity.name}</span>
}

/** Worded while rendering. */
export function entityKind(type: ConnectionEntity['type']): string {
  if (type === 'PERSON') return t`Person`
  if (type === 'ORGANIZATION') return t`Organization`
  return t`Entity`
}
