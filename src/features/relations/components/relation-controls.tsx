import type { EntityType } from '@contract/entity-types'
import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatCode, formatNumber } from '@/lib/format/format'
import { textOf } from '../relation-text'
import { relationParams, relationQueries } from '../api/relation-queries'
import { collectYears } from '../api/relation-years'
import type { RelationDefinition } from '../api/relation-catalogue'
import {
  DOCUMENT_TYPES,
  NEARBY_RADIUS_KM,
  NETWORK_DEPTH,
  type RelationSearch,
} from '../relation-search-params'

interface RelationControlsProps {
  definition: RelationDefinition
  tabs: RelationDefinition[]
  entityType: EntityType
  entityId: string
  search: RelationSearch
  onSearchChange: (patch: Partial<RelationSearch>) => void
}

const RADIUS_CHOICES = [1, 2, 3, 5, 10, 15, 20, 25]
const SELECT =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-sky-600'

/** The relation's parameters as form controls; each writes to the URL, defaults as `undefined`. */
export function RelationControls({
  definition,
  tabs,
  entityType,
  entityId,
  search,
  onSearchChange,
}: RelationControlsProps) {
  const names = new Set(definition.parameters.map((parameter) => parameter.name))
  const id = useId()
  const { i18n, t } = useLingui()
  if (names.size === 0) return null
  const title = textOf(i18n, definition.title)
  return (
    <div className="flex flex-wrap items-end gap-4" role="group" aria-label={t`${title} options`}>
      {names.has('reference_year') ? (
        <YearControl
          id={`${id}-year`}
          definition={definition}
          tabs={tabs}
          entityType={entityType}
          entityId={entityId}
          search={search}
          onSearchChange={onSearchChange}
        />
      ) : null}
      {names.has('document_type') ? (
        <Field id={`${id}-doc`} label={t`Document type`}>
          <select
            id={`${id}-doc`}
            className={SELECT}
            value={search.doc ?? DOCUMENT_TYPES[0]}
            onChange={(event) => {
              const doc = event.target.value as RelationSearch['doc']
              onSearchChange({ doc: doc === DOCUMENT_TYPES[0] ? undefined : doc })
            }}
          >
            <option value="Jahresabschluss">{t`Annual accounts (Jahresabschluss)`}</option>
            <option value="Konzernabschluss">{t`Group accounts (Konzernabschluss)`}</option>
          </select>
        </Field>
      ) : null}
      {names.has('depth') ? (
        <Field id={`${id}-depth`} label={t`Network depth`}>
          <select
            id={`${id}-depth`}
            className={SELECT}
            value={search.depth ?? NETWORK_DEPTH.default}
            onChange={(event) => {
              const depth = Number(event.target.value)
              onSearchChange({ depth: depth === NETWORK_DEPTH.default ? undefined : depth })
            }}
          >
            {[1, 2, 3].map((depth) => (
              <option key={depth} value={depth}>
                {depth === 1 ? t`1 step (direct links)` : t`${depth} steps`}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {names.has('radius_km') ? (
        <Field id={`${id}-radius`} label={t`Radius`}>
          <select
            id={`${id}-radius`}
            className={SELECT}
            value={search.radius ?? NEARBY_RADIUS_KM.default}
            onChange={(event) => {
              const radius = Number(event.target.value)
              onSearchChange({ radius: radius === NEARBY_RADIUS_KM.default ? undefined : radius })
            }}
          >
            {withValue(RADIUS_CHOICES, search.radius).map((radius) => (
              <option key={radius} value={radius}>
                {formatNumber(radius)} km
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </div>
  )
}

function withValue(choices: number[], value: number | undefined) {
  return value === undefined || choices.includes(value)
    ? choices
    : [...choices, value].sort((a, b) => a - b)
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * Years come from data already at hand: a report's years from the key-figures slice, a
 * statistic's years from its all-years answer. Neither blocks the tab while it loads.
 */
function YearControl({
  id,
  definition,
  tabs,
  entityType,
  entityId,
  search,
  onSearchChange,
}: RelationControlsProps & { id: string }) {
  const isReport = definition.label === 'FINANCIAL_REPORTS'
  const source = isReport ? tabs.find((tab) => tab.label === 'FINANCIALS_KPI') : definition
  const params = source ? relationParams(source, { ...search, year: undefined }) : {}
  const { data } = useQuery({
    ...relationQueries.resolve(source ?? definition, { entityType, entityId }, params),
    enabled: Boolean(source),
  })
  const known = data?.kind === 'value' ? collectYears(data.value) : []
  const years =
    search.year !== undefined && !known.includes(search.year) ? [search.year, ...known] : known
  const { t } = useLingui()
  return (
    <Field id={id} label={isReport ? t`Fiscal year` : t`Reference year`}>
      <select
        id={id}
        className={SELECT}
        value={search.year ?? ''}
        onChange={(event) => {
          const value = event.target.value
          onSearchChange({ year: value ? Number(value) : undefined })
        }}
      >
        <option value="">{isReport ? t`Latest published` : t`All years`}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {formatCode(year)}
          </option>
        ))}
      </select>
    </Field>
  )
}
