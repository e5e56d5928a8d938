import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { monitorQueries, refreshMonitor } from '../api/monitor-queries'
import { CopyableValue } from './copyable-value'
import { DeliveryLog } from './delivery-log'
import { ErrorText, inputClass, secondaryButtonClass } from './form-parts'
import { addWebhook, removeWebhook } from '../api/webhooks'

/**
 * Webhooks of a list: a URL that receives each check's changes as a signed JSON POST. The secret
 * that signs them is shown once, when the webhook is added (docs/monitoring.md).
 */
export function ListWebhooks({ listId }: { listId: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const webhooks = useQuery(monitorQueries.webhooks(listId))
  const [url, setUrl] = useState('')
  const add = useMutation({
    mutationFn: () => addWebhook(listId, url),
    onSuccess: async () => {
      setUrl('')
      await refreshMonitor(queryClient)
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) => removeWebhook(listId, id),
    onSuccess: () => refreshMonitor(queryClient),
  })
  return (
    <section aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading" className="text-lg font-semibold">
        <Trans>Webhooks</Trans>
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>
          After each check that finds changes, each address below receives them in one JSON POST,
          signed with HMAC-SHA256 in the X-Explorer-Signature header; failed deliveries are tried
          again with growing pauses.
        </Trans>
      </p>
      {webhooks.data && webhooks.data.length > 0 ? (
        <ul data-testid="webhooks" className="mt-2 space-y-1">
          {webhooks.data.map((webhook) => (
            <li key={webhook.id} className="flex flex-wrap items-baseline gap-3">
              <span className="font-mono text-sm break-all">{webhook.url}</span>
              {webhook.createdBy ? (
                <span className="text-sm text-slate-700" data-testid="webhook-creator">
                  <Trans>added by {webhook.createdBy}</Trans>
                </span>
              ) : null}
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => remove.mutate(webhook.id)}
                className="text-sm text-sky-800 underline"
              >
                <Trans>
                  Delete <span className="sr-only">the webhook {webhook.url}</span>
                </Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : webhooks.data ? (
        <p className="mt-2 text-sm text-slate-800">
          <Trans>The list has no webhooks.</Trans>
        </p>
      ) : null}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (url.trim()) add.mutate()
        }}
      >
        <label className="text-sm font-medium text-slate-800">
          {t`Webhook URL`}
          <input
            type="url"
            className={inputClass}
            value={url}
            required
            maxLength={2000}
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
          />
        </label>
        <button type="submit" disabled={add.isPending} className={secondaryButtonClass}>
          <Trans>Add webhook</Trans>
        </button>
        <ErrorText error={add.error ?? remove.error ?? webhooks.error} />
      </form>
      {add.data ? (
        <CopyableValue
          label={t`Signing secret for ${add.data.url} (shown only now)`}
          value={add.data.secret}
          testId="webhook-secret"
        />
      ) : null}
      <DeliveryLog listId={listId} />
    </section>
  )
}
