import { Suspense, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RelationDefinition } from '../api/relation-catalogue'
import { relationQueries } from '../api/relation-queries'
import {
  selectReading,
  type ModelLabel,
  type RelationModels,
  type SliceReading,
} from '../api/relation-models'
import { isAddressOnly, ruledOutForSubtype } from '../api/relation-prefetch'
import { RelationErrorBoundary } from '../components/relation-error-boundary'
import { useCancelWhenAbandoned } from '@/lib/hooks/use-cancel-when-abandoned'
import { textOf, titleInSentence } from '../relation-text'

/**
 * Whether every part of a card for this place is already in the cache, so showing it asks the
 * Data Hub nothing: a card coming back (Back to the page) then renders at once, at the height it
 * had, instead of waiting to be seen again.
 */
export function contextSlicesCached(
  queryClient: QueryClient,
  {
    locationId,
    subtype,
    labels,
  }: { locationId: string; subtype?: string | null; labels: string[] },
): boolean {
  const list = queryClient.getQueryData(relationQueries.list('LOCATION').queryKey)
  if (!list) return false
  const subject = { entityType: 'LOCATION' as const, entityId: locationId }
  return labels.every((label) => {
    const definition = list.tabs.find((tab) => tab.label === label)
    if (!definition) return true
    if (ruledOutForSubtype(definition, subtype)) return true
    const { queryKey } = relationQueries.resolve(definition, subject, {})
    return queryClient.getQueryData(queryKey) !== undefined
  })
}

export interface ContextSliceProps<L extends ModelLabel> {
  locationId: string
  /** The location's subtype when the caller knows it; an area skips the address-only slices. */
  subtype?: string | null
  /** The slice's label: its model is the one the location page's tab reads. */
  label: L
  /** What this part is called when the Data Hub does not name it (in the reader's language). */
  title: string
  headingLevel: 3 | 4
  /** Whether the model holds nothing this summary shows (stricter than the tab's own test). */
  isEmpty: (model: RelationModels[L]) => boolean
  children: (model: RelationModels[L]) => ReactNode
}

/**
 * One part of the location context card: finds the slice among the location's relations (the
 * same discovery and the same query key as the location page's tab, so a slice is resolved once
 * for both), resolves it with the tab's default parameters, and explains every gap in words.
 */
export function ContextSlice<L extends ModelLabel>(props: ContextSliceProps<L>) {
  const { i18n, t } = useLingui()
  const what = titleInSentence(i18n, props.title)
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <RelationErrorBoundary title={t`Could not load ${what}`}>
        <Suspense fallback={<PartLoading title={props.title} level={props.headingLevel} />}>
          <DiscoveredSlice {...props} />
        </Suspense>
      </RelationErrorBoundary>
    </li>
  )
}

function DiscoveredSlice<L extends ModelLabel>(props: ContextSliceProps<L>) {
  const { data } = useSuspenseQuery(relationQueries.list('LOCATION'))
  const { i18n } = useLingui()
  const definition = data.tabs.find((tab) => tab.label === props.label)
  if (!definition) {
    const what = titleInSentence(i18n, props.title)
    return (
      <Part {...partOf(props)} definition={null}>
        <Gap>
          <Trans>The Data Hub offers no {what} data for places.</Trans>
        </Gap>
      </Part>
    )
  }
  if (ruledOutForSubtype(definition, props.subtype)) {
    return (
      <Part {...partOf(props)} definition={definition}>
        <AddressOnly />
      </Part>
    )
  }
  return <ResolvedSlice {...props} definition={definition} />
}

function ResolvedSlice<L extends ModelLabel>(
  props: ContextSliceProps<L> & { definition: RelationDefinition },
) {
  const { definition, locationId, label } = props
  const subject = { entityType: 'LOCATION' as const, entityId: locationId }
  // The tab's parameters with nothing chosen: the documented defaults (the latest year).
  const options = relationQueries.resolve(definition, subject, {})
  useCancelWhenAbandoned(options.queryKey)
  // The model the tab's slice read when the slice resolved: nothing is parsed again here.
  const { data } = useSuspenseQuery({ ...options, select: selectReading(label) })
  const { i18n } = useLingui()
  return (
    <Part {...partOf(props)} definition={definition}>
      {describe(i18n, data, props)}
    </Part>
  )
}

function describe<L extends ModelLabel>(
  i18n: I18n,
  data: SliceReading<RelationModels[L]>,
  props: ContextSliceProps<L> & { definition: RelationDefinition },
): ReactNode {
  const what = titleInSentence(i18n, textOf(i18n, props.definition.title))
  if (data.kind === 'unresolved') {
    return isAddressOnly(props.definition) ? (
      <AddressOnly />
    ) : (
      <Gap>
        <Trans>The Data Hub could not resolve {what} for this place.</Trans>
      </Gap>
    )
  }
  const empty = props.definition.descriptor?.empty({})
  const emptySentence = empty
    ? i18n._(empty)
    : i18n._(msg`The Data Hub has no ${what} data for this place.`)
  if (data.kind === 'no-value') return <Gap>{emptySentence}</Gap>
  if (data.kind === 'unread') {
    return (
      <Gap>
        <Trans>
          The Data Hub sent {what} in a shape this summary does not read; the location page shows
          them as delivered.
        </Trans>
      </Gap>
    )
  }
  if (props.isEmpty(data.model)) return <Gap>{emptySentence}</Gap>
  return props.children(data.model)
}

interface PartProps {
  locationId: string
  title: string
  headingLevel: 3 | 4
  definition: RelationDefinition | null
  children: ReactNode
}

function Part(props: PartProps) {
  const Heading = props.headingLevel === 3 ? 'h3' : 'h4'
  const { i18n } = useLingui()
  const title = props.definition ? textOf(i18n, props.definition.title) : props.title
  return (
    <>
      <Heading className="text-sm font-semibold text-slate-900">
        {props.definition ? (
          <Link
            to="/locations/$id"
            params={{ id: props.locationId }}
            search={{ tab: props.definition.slug }}
            className="text-blue-800 underline-offset-2 hover:underline"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <div className="mt-1 text-sm text-slate-800">{props.children}</div>
    </>
  )
}

const partOf = <L extends ModelLabel>({
  locationId,
  title,
  headingLevel,
}: ContextSliceProps<L>) => ({
  locationId,
  title,
  headingLevel,
})

function PartLoading({ title, level }: { title: string; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4'
  const { i18n } = useLingui()
  const what = titleInSentence(i18n, title)
  return (
    <>
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      <p role="status" className="mt-1 flex items-center gap-2 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-slate-600"
        />
        <Trans>Loading {what}…</Trans>
      </p>
    </>
  )
}

function Gap({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>
}

function AddressOnly() {
  return (
    <Gap>
      <Trans>
        Recorded per building only, and this place is recorded as an area, not a street address.
      </Trans>
    </Gap>
  )
}
