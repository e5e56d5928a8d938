import { createElement, type ComponentType, type ReactNode } from 'react'
import type { EntityType } from '@contract/entity-types'
import type { RelationDefinition } from './api/relation-catalogue'
import type { RelationSearch } from './relation-search-params'

/** What a slice's parser knows besides the value: whose slice it is, and which relation. */
export interface SliceContext {
  entityType: EntityType
  entityId: string
  label: string
}

/** The page context every slice view receives beside its model. */
export interface SliceViewContext {
  definition: RelationDefinition
  entityType: EntityType
  entityId: string
  search: RelationSearch
  onSearchChange: (patch: Partial<RelationSearch>) => void
}

export interface SliceViewProps<M> extends SliceViewContext {
  model: M
}

/**
 * A value read by its slice: the typed model (what other pages take through `select`, see
 * api/relation-models.ts), whether it holds nothing, and how the slice's view shows it.
 */
export interface ReadSlice<M = unknown> {
  model: M
  empty: boolean
  render: (context: SliceViewContext) => ReactNode
}

/** One relation slice's parser and view, loaded together when the slice is first resolved. */
export interface Slice<M = unknown> {
  /** Null when the value has a shape this slice does not know: the generic view shows it. */
  read: (value: unknown, context: SliceContext) => ReadSlice<M> | null
}

/**
 * Ties a parser, its empty test and its view together. The panel renders through `render` and
 * never names a model; pages that use a slice's data name it by label (api/relation-models.ts).
 */
export function defineSlice<M>(slice: {
  parse: (value: unknown, context: SliceContext) => M | null
  isEmpty: (model: M) => boolean
  View: ComponentType<SliceViewProps<M>>
}): Slice<M> {
  return {
    read(value, context) {
      const model = slice.parse(value, context)
      if (model === null) return null
      return {
        model,
        empty: slice.isEmpty(model),
        render: (viewContext) => createElement(slice.View, { ...viewContext, model }),
      }
    },
  }
}

/** The model a slice parser yields (without its "unknown shape" null). */
export type ModelOf<P extends (...args: never[]) => unknown> = NonNullable<ReturnType<P>>
