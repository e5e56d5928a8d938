import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { catalogueQuery, hitName } from '@/lib/datahub/data-search'
import { useRecent } from '@/lib/entity/entity-memory'
import { exampleQuestions } from '../api/example-questions'
import { startQueries } from '../api/start-queries'

/**
 * A few questions to try, taken from the data (see example-questions.ts). Two small answers, both
 * kept in the browser; while they load the space stays reserved so the page does not jump.
 */
export function ExampleQuestions() {
  const organizations = useQuery(startQueries.exampleOrganizations())
  const catalogue = useQuery(catalogueQuery())
  const recent = useRecent()
  const { i18n } = useLingui()
  // Worded in the language shown: relation words and dataset names follow a switch.
  const examples = exampleQuestions({
    organizations: organizations.data ?? [],
    datasets: (catalogue.data ?? [])
      .filter((hit) => hit.type === 'STREAM')
      .map((hit) => ({ name: hitName(hit, i18n.locale) })),
    recentOrganizations: recent.filter((entity) => entity.type === 'ORGANIZATION'),
  })
  const loading = organizations.isPending || catalogue.isPending
  return (
    <div className="mt-3 min-h-16" aria-busy={loading}>
      <h2 id="examples-heading" className="text-sm font-medium text-slate-700">
        <Trans>Try one of these</Trans>
      </h2>
      {examples.length > 0 ? (
        <ul
          aria-labelledby="examples-heading"
          className="mt-1 flex flex-wrap gap-2"
          data-testid="example-questions"
        >
          {examples.map((example) => (
            <li key={example.q}>
              <Link
                to="/search"
                search={{ q: example.q }}
                className="inline-flex items-baseline gap-2 rounded-full border border-sky-200 bg-sky-50 px-3 py-1 text-sm text-sky-900 hover:bg-sky-100"
              >
                <span className="font-medium">{example.q}</span>
                <span className="text-xs text-slate-600">{i18n._(example.hint)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          {loading ? (
            <Trans>Finding examples in the data…</Trans>
          ) : (
            <Trans>Type a company, a person, a place or a topic.</Trans>
          )}
        </p>
      )}
    </div>
  )
}
