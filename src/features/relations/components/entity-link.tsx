import { Link } from '@tanstack/react-router'
import type { EntityRef } from '@/lib/datahub/entity-ref'

/** A person or organization name that opens its page; other references stay plain text. */
export function EntityLink({ entity, className }: { entity: EntityRef; className?: string }) {
  // Always underlined: inside running text colour alone would not mark it as a link.
  const style =
    className ?? 'font-medium text-sky-800 underline underline-offset-2 hover:decoration-2'
  if (entity.id && entity.type === 'PERSON') {
    return (
      <Link to="/persons/$id" params={{ id: entity.id }} className={style}>
        {entity.name}
      </Link>
    )
  }
  if (entity.id && entity.type === 'ORGANIZATION') {
    return (
      <Link to="/organizations/$id" params={{ id: entity.id }} className={style}>
        {entity.name}
      </Link>
    )
  }
  return <span>{entity.name}</span>
}
