/**
 * The data version in the dataset link: written into the address as soon as the metadata names
 * it (so the address bar and "Copy link" share the version the view shows), compared with the
 * current one, and the three ways on from a pinned link.
 */
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo } from 'react'
import { whenIdle } from '@/lib/hooks/when-idle'
import { changedSince, versionPin } from '../api/data-version'
import type { StreamBase } from '../api/dataset-schemas'

const route = getRouteApi('/datasets/$id')

export function useDatasetVersion(base: StreamBase) {
  const view = route.useSearch()
  const navigate = route.useNavigate()
  const current = base.data_version?.trim() || undefined

  useEffect(() => {
    if (view.version !== undefined || !current) return
    // Once the first rows are on screen: a navigation re-runs the route and makes the browser lay
    // the page out, about 80 ms the rows waited for on a first visit. By then the
    // page may have scrolled to a linked row: the pin moves nothing. `replace`: pinning the link
    // is not a step the back button should undo.
    return whenIdle(
      () =>
        void navigate({
          search: (previous) => ({ ...previous, version: current }),
          replace: true,
          resetScroll: false,
        }),
      500,
    )
  }, [view.version, current, navigate])

  const pin = useMemo(() => versionPin(base, view.version), [base, view.version])
  const setChanges = useCallback(
    (changes: boolean) =>
      void navigate({
        search: (previous) => ({ ...previous, changes: changes || undefined, row: undefined }),
      }),
    [navigate],
  )
  const switchToCurrent = useCallback(
    () =>
      void navigate({
        search: (previous) => ({
          ...previous,
          version: current,
          changes: undefined,
          row: undefined,
        }),
      }),
    [navigate, current],
  )
  return {
    pin,
    since: changedSince(view),
    showChanges: () => setChanges(true),
    showAll: () => setChanges(false),
    switchToCurrent,
  }
}
