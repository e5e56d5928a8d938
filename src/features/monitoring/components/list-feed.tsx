import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { refreshMonitor } from '../api/monitor-queries'
import type { ListDetail } from '../api/monitor-schemas'
import { CopyableValue } from './copyable-value'
import { ErrorText, secondaryButtonClass } from './form-parts'
import { createFeed, revokeFeed } from '../api/feed'

/**
 * The list's private Atom feed. The server keeps only a hash of the URL's token, so the URL is
 * shown once, when it is made; making a new one ends the old, and revoking ends it for everyone.
 */
export function ListFeed({ list }: { list: ListDetail }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: () => createFeed(list.id),
    onSuccess: () => refreshMonitor(queryClient),
  })
  const revoke = useMutation({
    mutationFn: () => revokeFeed(list.id),
    onSuccess: async () => {
      create.reset()
      await refreshMonitor(queryClient)
    },
  })
  const hasFeed = list.hasFeed ?? false
  return (
    <section aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="text-lg font-semibold">
        <Trans>Atom feed</Trans>
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>
          A private address for a feed reader that lists this list’s changes. Whoever has the
          address can read the feed without signing in: share it like a password.
        </Trans>
      </p>
      {create.data ? (
        <CopyableValue
          label={t`Feed address (shown only now)`}
          value={create.data.url}
          testId="feed-url"
        />
      ) : (
        <p data-testid="feed-state" className="mt-2 text-sm text-slate-800">
          {hasFeed ? (
            <Trans>
              The list has a feed. Its address was shown when it was made; make a new one if it is
              lost (the old one then stops working).
            </Trans>
          ) : (
            <Trans>The list has no feed.</Trans>
          )}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={create.isPending}
          onClick={() => create.mutate()}
          className={secondaryButtonClass}
        >
          {hasFeed ? <Trans>Make a new feed address</Trans> : <Trans>Make a feed address</Trans>}
        </button>
        {hasFeed ? (
          <button
            type="button"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
            className={secondaryButtonClass}
          >
            <Trans>Revoke the feed</Trans>
          </button>
        ) : null}
      </div>
      <ErrorText error={create.error ?? revoke.error} />
    </section>
  )
}
