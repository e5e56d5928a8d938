import type { EntityType } from '@contract/entity-types'
import { queryOptions } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { ApiError } from '@/lib/api/errors'
import { apiClient } from '@/lib/api/datahub-client'
import { relationListPath, relationResolvePath } from '@contract/requests'
import { fallbackDefinitions, type RelationDefinition } from './relation-catalogue'
import { buildRelationTabs } from './relation-discovery'
import { relationListSchema, relationResolveSchema } from './relation-schemas'
import type { ReadSlice } from '../slice'
import { textOf, titleInSentence } from '../relation-text'
import type { RelationSearch } from '../relation-search-params'

export type RelationParams = Record<string, string | number>

/**
 * One resolved slice: `unresolved` when the hub answered `[]`; else the value as delivered and,
 * when the slice has a view that recognised it, the value read for that view (`read`, with its
 * typed model; null means "show it as delivered"). `M` is the model its label names
 * (api/relation-models.ts).
 */
export type RelationSlice<M = unknown> =
  | { kind: 'unresolved' }
  | { kind: 'value'; value: unknown; key: string; label: string | null; read: ReadSlice<M> | null }

export interface RelationDiscovery {
  tabs: RelationDefinition[]
  /** `list`: the live `/relation/list`; `catalogue`: the documented catalogue, because the list failed. */
  source: 'list' | 'catalogue'
}

async function discoverRelations(
  type: EntityType,
  signal: AbortSignal,
): Promise<RelationDiscovery> {
  try {
    const body = await apiClient.get(relationListPath(type), { signal })
    const tabs = buildRelationTabs(type, relationListSchema.parse(body))
    if (tabs.length > 0) return { tabs, source: 'list' }
  } catch (error) {
    // A wrong key is the user's to fix, and a cancelled request is no answer at all.
    if (signal.aborted || (error instanceof ApiError && error.status === 401)) throw error
    // Anything else (the SDK-only endpoint missing (404), refused (403), failing (5xx) or
    // answering nonsense) leaves the documented catalogue (docs/datahub-api.md §7, §9 (19)).
  }
  return { tabs: fallbackDefinitions(type), source: 'catalogue' }
}

/** Maps the URL's controls onto the parameters this relation declares; unset ones are omitted. */
export function relationParams(
  definition: Pick<RelationDefinition, 'parameters'>,
  search: RelationSearch,
): RelationParams {
  const fromSearch: Record<string, string | number | undefined> = {
    reference_year: search.year === undefined ? undefined : String(search.year),
    document_type: search.doc,
    depth: search.depth,
    radius_km: search.radius,
  }
  const params: RelationParams = {}
  for (const { name } of definition.parameters) {
    const value = fromSearch[name]
    if (value !== undefined) params[name] = value
  }
  return params
}

const ENTITY_NOT_FOUND = /^(ORGANIZATION|PERSON|LOCATION)_NOT_FOUND$/

type Resolvable = Pick<
  RelationDefinition,
  'keys' | 'trustedKeys' | 'label' | 'title' | 'descriptor'
>

export interface RelationSubject {
  entityType: EntityType
  entityId: string
}

/**
 * Resolves a slice, trying its keys in order (§9 (10)), and reads it with the slice's parser while
 * still in the query function, so views receive a model and never parse during render. An answer
 * whose label names another relation never shows under this tab's title; from a key the
 * documentation does not tie to this slice, the label must confirm it.
 */
export async function resolveRelation(
  definition: Resolvable,
  subject: RelationSubject,
  params: RelationParams,
  signal?: AbortSignal,
): Promise<RelationSlice> {
  // The slice module loads while the request is in flight.
  const slice = definition.descriptor?.load()
  let lastError: unknown = null
  let unconfirmedEmpty = false
  for (const key of definition.keys) {
    let envelopes
    try {
      envelopes = relationResolveSchema.parse(
        await apiClient.post(relationResolvePath(key, subject.entityId), { params }, { signal }),
      )
    } catch (error) {
      const tryNext =
        error instanceof ApiError &&
        error.status === 404 &&
        !(typeof error.detail === 'string' && ENTITY_NOT_FOUND.test(error.detail))
      if (!tryNext) throw error
      lastError ??= error
      continue
    }
    const labels = envelopes.map((envelope) => envelope.label?.toUpperCase() ?? null)
    if (labels.some((label) => label !== null && label !== definition.label)) {
      lastError ??= otherRelationError(
        key,
        labels.find((label) => label !== definition.label) ?? '',
        definition.title,
      )
      continue
    }
    const confirmed =
      definition.trustedKeys.includes(key) ||
      (labels.length > 0 && labels.every((label) => label === definition.label))
    if (!confirmed) {
      unconfirmedEmpty ||= envelopes.length === 0
      continue
    }
    if (envelopes.length === 0) return { kind: 'unresolved' }
    const value = mergeValues(envelopes.map((envelope) => envelope.entity?.value))
    const read =
      slice && value !== null && value !== undefined
        ? (await slice).read(value, { ...subject, label: definition.label })
        : null
    return { kind: 'value', value, key, label: labels[0] ?? null, read }
  }
  if (unconfirmedEmpty) return { kind: 'unresolved' }
  throw lastError ?? relationUnavailableError()
}

/**
 * Errors are kept in the query cache, so they word themselves when read (at render time), in the
 * language active then, not in the one active when the request failed.
 */
export function lazyError(name: string, words: () => string): Error {
  const error = new Error()
  error.name = name
  Object.defineProperty(error, 'message', { get: words, configurable: true })
  return error
}

function otherRelationError(key: string, otherLabel: string, title: Resolvable['title']) {
  return lazyError('OtherRelationError', () => {
    const what = titleInSentence(i18n, textOf(i18n, title))
    return t`The Data Hub answered key ${key} with another relation (${otherLabel}), so it is not shown as ${what}.`
  })
}

const relationUnavailableError = () =>
  lazyError('RelationUnavailableError', () => t`This relation is not available.`)

/** Several envelopes are rare; list slices concatenate, anything else keeps the first value. */
function mergeValues(values: unknown[]): unknown {
  if (values.length > 1 && values.every(Array.isArray)) return values.flat()
  return values[0] ?? null
}

export const relationQueries = {
  all: () => ['relations'] as const,
  list: (type: EntityType) =>
    queryOptions({
      queryKey: [...relationQueries.all(), 'list', type],
      queryFn: ({ signal }) => discoverRelations(type, signal),
      // The catalogue changes with deployments, not while someone reads a page.
      staleTime: 60 * 60_000,
    }),
  resolve: (definition: Resolvable, subject: RelationSubject, params: RelationParams) =>
    // The rest of the definition (trusted keys, title, descriptor) follows from its label and the
    // entity type, so the same slice of the same entity is one cache entry wherever it is asked.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [
        ...relationQueries.all(),
        'resolve',
        definition.label,
        definition.keys,
        // Only the entity: callers pass their whole props as the subject, and the tab's URL state
        // must not split one slice into several cache entries (the location context card on the
        // organization page and the location page's tab share this entry).
        { entityType: subject.entityType, entityId: subject.entityId },
        params,
      ],
      queryFn: ({ signal }) => resolveRelation(definition, subject, params, signal),
    }),
}
