import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorNotice } from '@/components/errors/error-notice'
import { FactList } from '@/components/entity-page/fact-list'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import { registerFacts } from '@/lib/datahub/register-facts'
import { formatDate, formatEuroAmount } from '@/lib/format/format'
import { fetchRelationByLabel } from '../api/relation-by-label'
import { parsePeopleSlice } from '../api/models/people-models'
import { parseTimeline } from '../api/models/register-models'
import { relationQueries, type RelationSlice } from '../api/relation-queries'

const LABELS = ['SHAREHOLDERS', 'PUBLICATIONS'] as const

/**
 * Share capital, first registration and the latest register event. The record carries none of
 * them, so they come from the shareholders and the register history: read at once when those
 * slices are in the cache (a tab opened them), else after the reader agrees to their two calls.
 */
export function RegisterFactsCard({ org }: { org: OrganizationView }) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const cached = () =>
    client
      .getQueryCache()
      .findAll({ queryKey: relationQueries.all() })
      .filter(
        (query) =>
          query.state.data !== undefined &&
          LABELS.includes(query.queryKey[2] as (typeof LABELS)[number]) &&
          (query.queryKey[4] as { entityId?: string } | undefined)?.entityId === org.id,
      ).length === LABELS.length
  const [asked, setAsked] = useState(cached)
  const facts = useQuery({
    queryKey: ['register-facts', org.id],
    enabled: asked,
    staleTime: Infinity,
    queryFn: async ({ client }) => {
      const [shareholders, publications] = await Promise.all(
        LABELS.map((label) =>
          fetchRelationByLabel(client, 'ORGANIZATION', label, org.id, { staleTime: Infinity }),
        ),
      )
      const value = (slice: RelationSlice | undefined) =>
        slice?.kind === 'value' ? slice.value : null
      return {
        shareholders: parsePeopleSlice(value(shareholders), {
          entityType: 'ORGANIZATION',
          entityId: org.id,
          label: 'SHAREHOLDERS',
        }),
        timeline: parseTimeline(value(publications)),
      }
    },
  })
  // The rows are worded here: Lingui's `t` from useLingui is a macro only in this function, and a
  // `t` handed to a helper left every label and the capital's wording empty.
  function factRows(
    org: OrganizationView,
    data: {
      shareholders: ReturnType<typeof parsePeopleSlice>
      timeline: ReturnType<typeof parseTimeline>
    },
    locale: string,
  ) {
    const facts = registerFacts(org, data.shareholders, data.timeline, locale)
    const capital = facts.shareCapital
    const amount = capital ? formatEuroAmount(capital.amount) : ''
    const latest = facts.latestEvent
    const latestDate = latest ? formatDate(latest.date) : ''
    const latestTitle = latest?.title ?? ''
    return [
      {
        label: t`Share capital`,
        value: !capital
          ? t`not stated in the data`
          : capital.basis === 'record'
            ? amount
            : t`${amount} (sum of the shareholders' nominal amounts)`,
      },
      {
        label: t`First registered`,
        value: facts.firstRegistration
          ? formatDate(facts.firstRegistration)
          : t`not in the register history`,
      },
      {
        label: t`Latest register event`,
        value: latest ? (latestTitle ? `${latestDate} · ${latestTitle}` : latestDate) : null,
      },
    ]
  }

  return (
    <section aria-label={t`Register facts`} className="mt-4" data-testid="register-facts">
      {!asked ? (
        <button
          type="button"
          onClick={() => setAsked(true)}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
        >
          <Trans>Show share capital and register dates (2 calls)</Trans>
        </button>
      ) : facts.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          <Trans>Reading the shareholders and the register history…</Trans>
        </p>
      ) : facts.isError ? (
        <ErrorNotice error={facts.error} title={t`The register facts could not be read`} />
      ) : (
        <FactList facts={factRows(org, facts.data, i18n.locale)} />
      )}
    </section>
  )
}
