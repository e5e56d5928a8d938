import { Link } from '@tanstack/react-router'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { isNotFoundReason, type NotFoundReason } from './not-found'

interface NotFoundPageProps {
  data?: unknown
}

/** The headline and the explanation, worded now (render time), in the language shown. */
function reasonText(reason: NotFoundReason | null): { title: string; message: string } | null {
  if (!reason) return null
  if ('title' in reason) return reason
  const { id, invalid } = reason
  switch (reason.thing) {
    case 'organization':
      return {
        title: t`Organization not found`,
        message: invalid
          ? t`This is not a valid organization ID, so the link is probably incomplete.`
          : t`There is no organization with the ID ${id}. The link may be out of date, or the organization is no longer in the Data Hub.`,
      }
    case 'person':
      return {
        title: t`Person not found`,
        message: invalid
          ? t`This is not a valid person ID, so the link is probably incomplete.`
          : t`There is no person with the ID ${id}. The link may be out of date, or the person is no longer in the Data Hub.`,
      }
    case 'location':
      return {
        title: t`Location not found`,
        message: invalid
          ? t`This is not a valid location ID, so the link is probably incomplete.`
          : t`There is no location with the ID ${id}. The link may be out of date, or the location is no longer in the Data Hub.`,
      }
    case 'dataset':
      return {
        title: t`Dataset not found`,
        message: t`There is no dataset with the ID ${id}. The link may be out of date, or the dataset is no longer in the Data Hub.`,
      }
    case 'data service':
      return {
        title: t`Data service not found`,
        message: t`There is no data service with the ID ${id}. The link may be out of date, or the data service is no longer in the Data Hub.`,
      }
  }
}

/**
 * Unknown routes, unknown IDs and stale links end here, with a way forward. Detail pages pass a
 * reason naming what is missing (see `not-found.ts`); anything else gets the general wording.
 */
export function NotFoundPage({ data }: NotFoundPageProps) {
  const { i18n } = useLingui()
  const reason = reasonText(isNotFoundReason(data) ? data : null)
  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-xl font-semibold">
        {reason?.title ?? t`Nothing here`}
      </h1>
      <p className="mt-2 text-slate-700">
        {reason?.message ?? t`The link may be out of date, or the address was mistyped.`}{' '}
        <Trans>Try a search instead.</Trans>
      </p>
      <form action="/search" method="get" className="mt-4 flex gap-2" role="search">
        <label htmlFor="not-found-search" className="sr-only">
          <Trans>Search companies, people, places and datasets</Trans>
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          placeholder={t`Company, person, place or dataset`}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
        {/* A plain form submit: carry the language as every link does. */}
        {i18n.locale === 'en' ? null : <input type="hidden" name="lang" value={i18n.locale} />}
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 font-medium text-white">
          <Trans>Search</Trans>
        </button>
      </form>
      <p className="mt-4">
        <Link to="/" className="text-sky-700 underline">
          <Trans>Go to the start page</Trans>
        </Link>
      </p>
    </section>
  )
}
