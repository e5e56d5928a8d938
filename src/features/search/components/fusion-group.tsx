import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { GROUP_TITLES, type FusionGroup } from '../api/fusion'
import {
  DataResult,
  LocationResult,
  OrganizationResult,
  PersonResult,
  RelationResult,
} from './result-items'

function AllResultsLink({ group, q }: { group: FusionGroup; q: string }) {
  const { t } = useLingui()
  const className = 'text-sm font-medium text-sky-800 underline'
  // One message per group: German keeps its nouns capitalised, so no lower-casing of titles.
  const labels = {
    ORGANIZATION: t`All organizations for “${q}”`,
    PERSON: t`All persons for “${q}”`,
    LOCATION: t`All places for “${q}”`,
    RELATION: t`All relations for “${q}”`,
    STREAM: t`All datasets for “${q}”`,
    SERVICE: t`All data services for “${q}”`,
  }
  const label = labels[group.type]
  switch (group.type) {
    case 'ORGANIZATION':
      return (
        <Link to="/search/organizations" search={{ q }} className={className}>
          {label}
        </Link>
      )
    case 'PERSON':
      return (
        <Link to="/search/persons" search={{ q }} className={className}>
          {label}
        </Link>
      )
    case 'LOCATION':
      return (
        <Link to="/search/locations" search={{ q }} className={className}>
          {label}
        </Link>
      )
    case 'STREAM':
    case 'SERVICE':
      return (
        <Link to="/datasets" search={{ q, country: '' }} className={className}>
          {label}
        </Link>
      )
    default:
      return null
  }
}

function GroupItems({ group }: { group: FusionGroup }) {
  switch (group.type) {
    case 'ORGANIZATION':
      return group.items.map((item) => <OrganizationResult key={item.id} item={item} />)
    case 'PERSON':
      return group.items.map((item) => <PersonResult key={item.id} item={item} roleLimit={3} />)
    case 'LOCATION':
      return group.items.map((item) => <LocationResult key={item.id} item={item} />)
    case 'RELATION':
      // Keyed by key and parameters: the same relation for two years is two results.
      return group.items.map((item, index) => (
        <RelationResult key={`${item.identity}#${index}`} item={item} />
      ))
    default:
      return group.items.map((item) => <DataResult key={`${item.kind}-${item.key}`} item={item} />)
  }
}

/** One result group of the fusion search, with a link to the complete type-specific results. */
export function FusionGroupSection({ group, q }: { group: FusionGroup; q: string }) {
  const { i18n } = useLingui()
  const headingId = `group-${group.type.toLowerCase()}`
  return (
    <section
      aria-labelledby={headingId}
      data-testid="fusion-group"
      data-group={group.type}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {i18n._(GROUP_TITLES[group.type])}
        </h2>
        <AllResultsLink group={group} q={q} />
      </div>
      <ul className="divide-y divide-slate-100">
        <GroupItems group={group} />
      </ul>
    </section>
  )
}
