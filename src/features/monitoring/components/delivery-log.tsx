import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format/format'
import { monitorQueries } from '../api/monitor-queries'
import type { Delivery } from '../api/monitor-schemas'

function StatusWords({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui()
  if (delivery.status === 'delivered') return <>{t`Delivered`}</>
  if (delivery.status === 'failed') return <>{t`Failed`}</>
  const next = delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : null
  return <>{next ? t`Waiting; next attempt ${next}` : t`Waiting`}</>
}

type Attempt = Delivery['attempts'][number]

/**
 * What an attempt got, in the server's four outcomes (proxy/monitor/webhook-send.ts): delivered,
 * refused by the receiver (its status), unreachable, timed out. Nothing else is ever told.
 */
function useOutcomeText() {
  const { t } = useLingui()
  return (attempt: Attempt) => {
    const status = attempt.status
    if (attempt.error === null && status !== null) return t`delivered`
    if (status !== null) return t`refused by the receiver (${status})`
    if (attempt.error === 'timed out') return t`timed out`
    return t`unreachable`
  }
}

/** What each attempt got. */
function AttemptList({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui()
  const outcomeText = useOutcomeText()
  if (delivery.attempts.length === 0) return <>{t`not tried yet`}</>
  return (
    <ol className="space-y-0.5">
      {delivery.attempts.map((attempt) => {
        const outcome = outcomeText(attempt)
        return (
          <li key={attempt.attempt}>
            {attempt.attempt}. {formatDateTime(attempt.at)}: {outcome}
          </li>
        )
      })}
    </ol>
  )
}

/** The delivery log of a list's webhooks, newest first. */
export function DeliveryLog({ listId }: { listId: string }) {
  const { data, error } = useQuery(monitorQueries.deliveries(listId))
  if (error) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-800">
        <Trans>The delivery log could not be loaded.</Trans>
      </p>
    )
  }
  if (!data) return null
  return (
    <div className="mt-4">
      <h3 className="font-semibold">
        <Trans>Delivery log</Trans>
      </h3>
      {data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans>Nothing has been sent yet.</Trans>
        </p>
      ) : (
        <div className="mt-1 overflow-x-auto">
          <table data-testid="deliveries" className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-4">
                  <Trans>Queued</Trans>
                </th>
                <th scope="col" className="py-1 pr-4">
                  <Trans>Webhook</Trans>
                </th>
                <th scope="col" className="py-1 pr-4">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="py-1 pr-4">
                  <Trans>Attempts</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((delivery) => (
                <tr
                  key={delivery.id}
                  data-status={delivery.status}
                  className="border-b border-slate-200 align-top"
                >
                  <td className="py-1 pr-4">{formatDateTime(delivery.createdAt)}</td>
                  <td className="py-1 pr-4 font-mono break-all">{delivery.url}</td>
                  <td className="py-1 pr-4">
                    <StatusWords delivery={delivery} />
                  </td>
                  <td className="py-1 pr-4">
                    <AttemptList delivery={delivery} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
