import type { ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react'
import { LEGAL_FORMS, STATES } from '../api/organization-api-filters'
import {
  FINANCIAL_METRICS,
  REGISTER_TYPES,
  SIZE_CLASSES,
  STATUSES,
  isFilterStatus,
  organizationFilterSchema,
  type OrganizationFilters,
} from '../api/organization-filters'
import { PlacePicker, type Place } from './place-picker'
import { StatusFilterHint } from './status-filter-notes'

interface Props {
  formRef?: Ref<HTMLFormElement>
  filters: OrganizationFilters
  onApply: (filters: OrganizationFilters) => void
  onPlace: (place: Place | null) => void
}

const inputClass = 'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5'

/** Words for the filter values; the values themselves are the API's (and the URL's). */
const STATUS_LABELS: Record<(typeof STATUSES)[number], MessageDescriptor> = {
  ACTIVE: msg`Active`,
  INACTIVE: msg`Inactive`,
  DISSOLVED: msg`Dissolved`,
  MERGED: msg`Merged`,
}
const SIZE_LABELS: Record<(typeof SIZE_CLASSES)[number], MessageDescriptor> = {
  micro: msg`Micro`,
  small: msg`Small`,
  medium: msg`Medium`,
  large: msg`Large`,
}
const METRIC_LABELS: Record<string, MessageDescriptor> = {
  employees: msg`Employees`,
  revenue: msg`Revenue`,
  net_income: msg`Net income`,
  ebit: msg`EBIT`,
  assets: msg`Total assets`,
  equity: msg`Equity`,
  liabilities: msg`Liabilities`,
  cash: msg`Cash`,
  equity_ratio: msg`Equity ratio`,
  debt_to_assets: msg`Debt to assets`,
}

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  )
}

function Select({
  id,
  name,
  value,
  options,
  label,
  describedBy,
}: {
  id: string
  name: string
  value: string | undefined
  options: readonly string[]
  label?: (option: string) => string
  describedBy?: string
}) {
  const { t } = useLingui()
  return (
    <select
      id={id}
      name={name}
      defaultValue={value ?? ''}
      aria-describedby={describedBy}
      className={inputClass}
    >
      <option value="">{t`Any`}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {label ? label(option) : option}
        </option>
      ))}
    </select>
  )
}

/**
 * Every structured filter of §4.1. The form is uncontrolled and keyed by the URL, so the URL stays
 * the only state: submitting writes the filters into the URL, Back restores them.
 */
export function OrganizationFilterForm({ formRef, filters, onApply, onPlace }: Props) {
  const { t, i18n } = useLingui()
  const prefix = useId()
  const id = (name: string) => `${prefix}-${name}`
  const values = filters as Record<string, string | number | undefined>

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const raw = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].filter(([, value]) => value !== ''),
    )
    const parsed = organizationFilterSchema.parse(raw)
    // The place is chosen with the picker, not typed; keep it across filter edits.
    onApply({
      ...parsed,
      near_lat: filters.near_lat,
      near_lon: filters.near_lon,
      near_name: filters.near_name,
    })
  }

  // Enter applies from every field: text and number fields submit by themselves, a select does not.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLSelectElement)) return
    event.preventDefault()
    event.currentTarget.requestSubmit()
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label={t`Filters`}
      key={JSON.stringify(filters)}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">
          <Trans>Register</Trans>
        </legend>
        <Field label={t`Status`} id={id('status')}>
          <Select
            id={id('status')}
            name="status"
            value={isFilterStatus(filters.status) ? filters.status : undefined}
            options={STATUSES}
            label={(option) => i18n._(STATUS_LABELS[option as keyof typeof STATUS_LABELS])}
            describedBy={id('status-hint')}
          />
          <StatusFilterHint id={id('status-hint')} />
        </Field>
        <Field label={t`Legal form`} id={id('legal_form')}>
          <Select
            id={id('legal_form')}
            name="legal_form"
            value={filters.legal_form}
            options={LEGAL_FORMS}
          />
        </Field>
        <Field label={t`Register type`} id={id('register_type')}>
          <Select
            id={id('register_type')}
            name="register_type"
            value={filters.register_type}
            options={REGISTER_TYPES}
          />
        </Field>
        <Field label={t`Register court`} id={id('court')}>
          <input
            id={id('court')}
            name="court"
            defaultValue={filters.court ?? ''}
            placeholder={t`e.g. München`}
            className={inputClass}
          />
        </Field>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">
          <Trans>Address</Trans>
        </legend>
        <Field label={t`City`} id={id('city')}>
          <input
            id={id('city')}
            name="city"
            defaultValue={filters.city ?? ''}
            className={inputClass}
          />
        </Field>
        <Field label={t`Postal code`} id={id('postal_code')}>
          <input
            id={id('postal_code')}
            name="postal_code"
            inputMode="numeric"
            pattern="\d{5}"
            defaultValue={filters.postal_code ?? ''}
            className={inputClass}
          />
        </Field>
        <Field label={t`State`} id={id('state')}>
          <Select id={id('state')} name="state" value={filters.state} options={STATES} />
        </Field>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">
          <Trans>Industry and size</Trans>
        </legend>
        <Field label={t`Industry code (WZ, e.g. 62.01.0)`} id={id('industry_code')}>
          <input
            id={id('industry_code')}
            name="industry_code"
            defaultValue={filters.industry_code ?? ''}
            pattern="\d{2}\.\d{2}\.\d"
            className={inputClass}
          />
        </Field>
        <Field label={t`Size class`} id={id('size')}>
          <Select
            id={id('size')}
            name="size"
            value={filters.size}
            options={SIZE_CLASSES}
            label={(option) => i18n._(SIZE_LABELS[option as keyof typeof SIZE_LABELS])}
          />
        </Field>
      </fieldset>
      <details
        open={FINANCIAL_METRICS.some(
          ({ param }) =>
            values[`${param}_min`] !== undefined || values[`${param}_max`] !== undefined,
        )}
      >
        <summary className="cursor-pointer font-semibold">
          <Trans>Financial ranges</Trans>
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {FINANCIAL_METRICS.map(({ param, label: fallback, unit }) => {
            const label = METRIC_LABELS[param] ? i18n._(METRIC_LABELS[param]) : fallback
            return (
              <fieldset key={param} className="grid grid-cols-2 gap-2">
                <legend className="text-sm font-medium text-slate-700">
                  {label} {unit === 'EUR' ? '(EUR)' : unit === 'ratio' ? '(0–1)' : ''}
                </legend>
                <input
                  aria-label={t`${label} at least`}
                  name={`${param}_min`}
                  type="number"
                  step="any"
                  placeholder={t`min`}
                  defaultValue={values[`${param}_min`] ?? ''}
                  className={inputClass}
                />
                <input
                  aria-label={t`${label} at most`}
                  name={`${param}_max`}
                  type="number"
                  step="any"
                  placeholder={t`max`}
                  defaultValue={values[`${param}_max`] ?? ''}
                  className={inputClass}
                />
              </fieldset>
            )
          })}
        </div>
      </details>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">
          <Trans>Near a place</Trans>
        </legend>
        <PlacePicker
          selected={
            filters.near_lat !== undefined && filters.near_lon !== undefined
              ? {
                  lat: filters.near_lat,
                  lon: filters.near_lon,
                  name: filters.near_name ?? t`Chosen place`,
                }
              : null
          }
          onChange={onPlace}
        />
        <Field label={t`Radius (km, 1–100)`} id={id('radius_km')}>
          <input
            id={id('radius_km')}
            name="radius_km"
            type="number"
            min={1}
            max={100}
            defaultValue={filters.radius_km ?? ''}
            placeholder="10"
            className={`${inputClass} max-w-32`}
          />
        </Field>
      </fieldset>
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-md bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700"
        >
          <Trans>Apply filters</Trans>
        </button>
        <button
          type="button"
          onClick={() => onApply({})}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium"
        >
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </form>
  )
}
