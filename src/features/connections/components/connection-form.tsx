import { Trans, useLingui } from '@lingui/react/macro'
import { OrganizationDistressBadge } from '@/components/entity-page/organization-status-badge'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { EntityPicker } from '@/components/entity-picker/entity-picker'
import type { EntityOption } from '@/components/entity-picker/entity-suggestions'
import { entityRecordQuery, recordName, recordStatusCode } from '@/lib/entity/entity-record-query'
import { MAX_BUDGET } from '../api/connection-search-params'
import { MAX_STEPS } from '../api/connection-search'

export type EndType = 'organization' | 'person'

export interface EndValue {
  id: string
  type: EndType
  /** The link did not say the type and it is being looked up: no record is read meanwhile. */
  typePending?: boolean
}

interface EndFieldProps {
  role: 'from' | 'to'
  value: EndValue | null
  /** A name already known (from the search's answers), so no record needs reading for it. */
  knownName: string | null
  onChange: (value: EndValue) => void
}

/** One end of the question: the chosen entity with a "Change" button, or the picker. */
function EndField({ role, value, knownName, onChange }: EndFieldProps) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  // The record is what the entity's page reads too (one cache entry), and only asked when the
  // search has not named the entity yet.
  const record = useQuery({
    ...entityRecordQuery(value?.type ?? 'organization', value?.id ?? ''),
    select: recordName,
    enabled: value !== null && !knownName && !value.typePending,
  })
  // An organization's status from the same record (the entity's page reads it too): one in
  // insolvency, liquidation or dissolved is marked here as everywhere it is listed.
  const status = useQuery({
    ...entityRecordQuery('organization', value?.id ?? ''),
    select: recordStatusCode,
    enabled: value?.type === 'organization' && !value.typePending,
  })
  if (value && !editing) {
    const shortId = `${value.id.slice(0, 8)}…`
    const name =
      knownName ??
      record.data ??
      (value.type === 'person' ? t`Person ${shortId}` : t`Organization ${shortId}`)
    return (
      <div>
        <p className="text-sm font-medium text-slate-800">
          {role === 'from' ? <Trans>From</Trans> : <Trans>To</Trans>}
        </p>
        <p className="mt-1 flex flex-wrap items-baseline gap-2">
          <strong className="break-words" data-testid={`connection-${role}`}>
            {name}
          </strong>
          {value.type === 'organization' ? (
            <OrganizationDistressBadge status={{ code: status.data ?? null }} />
          ) : null}
          <span className="text-xs text-slate-600">
            (
            {value.typePending ? (
              <Trans>organization or person?</Trans>
            ) : value.type === 'person' ? (
              <Trans>person</Trans>
            ) : (
              <Trans>organization</Trans>
            )}
            )
          </span>
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-0.5 text-sm"
            onClick={() => setEditing(true)}
            aria-label={
              role === 'from' ? t`Change the start (${name})` : t`Change the end (${name})`
            }
          >
            <Trans>Change</Trans>
          </button>
        </p>
      </div>
    )
  }
  return (
    <EntityPicker
      id={`connection-${role}-picker`}
      label={role === 'from' ? t`From: organization or person` : t`To: organization or person`}
      autoFocus={editing}
      onPick={(option: EntityOption) => {
        setEditing(false)
        onChange({ id: option.id, type: option.type === 'PERSON' ? 'person' : 'organization' })
      }}
    />
  )
}

interface ConnectionFormProps {
  from: EndValue | null
  to: EndValue | null
  names: { from: string | null; to: string | null }
  steps: number
  budget: number
  onEndChange: (role: 'from' | 'to', value: EndValue) => void
  onLimitsChange: (limits: { steps: number; budget: number }) => void
}

/** The question: two ends, the most steps, and the most resolves the search may spend. */
export function ConnectionForm(props: ConnectionFormProps) {
  const { t } = useLingui()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const steps = Number(data.get('steps'))
    const budget = Math.round(Number(data.get('budget')))
    props.onLimitsChange({
      steps: steps >= 1 && steps <= MAX_STEPS ? steps : props.steps,
      budget: budget >= 1 && budget <= MAX_BUDGET ? budget : props.budget,
    })
  }
  return (
    <div className="grid gap-4 rounded-md border border-slate-200 p-4">
      <div className="grid gap-4 md:grid-cols-2">
        <EndField
          role="from"
          value={props.from}
          knownName={props.names.from}
          onChange={(value) => props.onEndChange('from', value)}
        />
        <EndField
          role="to"
          value={props.to}
          knownName={props.names.to}
          onChange={(value) => props.onEndChange('to', value)}
        />
      </div>
      {/* Keyed by the URL's limits so the fields show them again after a link or Back. */}
      <form
        key={`${props.steps}-${props.budget}`}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-4"
        aria-label={t`Search limits`}
      >
        <label className="text-sm font-medium text-slate-800">
          <Trans>Most steps</Trans>
          <select
            name="steps"
            defaultValue={props.steps}
            className="mt-1 block rounded-md border border-slate-400 px-2 py-1.5"
          >
            {Array.from({ length: MAX_STEPS }, (_, index) => index + 1).map((steps) => (
              <option key={steps} value={steps}>
                {steps}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          <Trans>Resolve budget</Trans>
          <input
            name="budget"
            type="number"
            min={1}
            max={MAX_BUDGET}
            defaultValue={props.budget}
            aria-describedby="connection-budget-help"
            className="mt-1 block w-24 rounded-md border border-slate-400 px-2 py-1.5"
          />
        </label>
        <button type="submit" className="rounded-md bg-sky-800 px-3 py-1.5 text-white">
          <Trans>Apply limits</Trans>
        </button>
        <p id="connection-budget-help" className="basis-full text-sm text-slate-700">
          <Trans>
            Each resolve reads one entity’s network from the Data Hub and costs one credit on the
            real service; the search never spends more than the budget, and answers already read are
            reused.
          </Trans>
        </p>
      </form>
    </div>
  )
}
