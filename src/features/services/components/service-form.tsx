import { useMutation } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { ErrorNotice } from '@/components/errors/error-notice'
import { ApiError } from '@/lib/api/errors'
import {
  formValues,
  inputKind,
  inputLabel,
  requestInputs,
  samplePlaceholder,
  urlInputs,
} from '../api/service-inputs'
import { invokeService } from '../api/service-queries'
import type { ServiceInputDefinition } from '../api/service-schemas'
import { ServiceResult } from './service-result'

const route = getRouteApi('/services/$key')

interface Props {
  serviceKey: string
  definitions: ServiceInputDefinition[]
}

/**
 * The inputs live in the URL (replace: true per keystroke), so a filled-in call is a link. The
 * call itself waits for a click: invoking can cost credits, so opening a link never spends them.
 */
export function ServiceForm({ serviceKey, definitions }: Props) {
  const { inputs } = route.useSearch()
  const navigate = route.useNavigate()
  const { t } = useLingui()
  const formId = useId()
  const [values, setValues] = useState(() => formValues(definitions, inputs))
  const invoke = useMutation({
    mutationFn: () => invokeService(serviceKey, requestInputs(definitions, values)),
  })

  useEffect(() => {
    const next = urlInputs(definitions, values)
    if (JSON.stringify(next) === JSON.stringify(inputs)) return
    void navigate({ search: (previous) => ({ ...previous, inputs: next }), replace: true })
  }, [values, definitions, inputs, navigate])

  const fieldErrors =
    invoke.error instanceof ApiError && invoke.error.status === 422 ? invoke.error.fieldErrors : []
  const errorFor = (name: string) =>
    fieldErrors.filter((error) => error.field === name).map((error) => error.message)
  const unplaced = fieldErrors.filter(
    (error) => !definitions.some((definition) => definition.name === error.field),
  )

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    invoke.mutate()
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      {/* noValidate: the server is the one judge of inputs; its 422 is shown beside each field. */}
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4 rounded-md border border-slate-200 bg-white p-4"
        aria-label={t`Service inputs`}
      >
        <h2 className="font-semibold">
          <Trans>Inputs</Trans>
        </h2>
        {definitions.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>This service takes no inputs.</Trans>
          </p>
        ) : null}
        {definitions.map((definition) => {
          const id = `${formId}-${definition.name}`
          const errors = errorFor(definition.name)
          const describedBy = [`${id}-help`, errors.length ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ')
          const value = values[definition.name]
          const kind = inputKind(definition)
          const label = (
            <>
              {inputLabel(definition)}
              {definition.required ? (
                <>
                  <span className="text-red-700" aria-hidden="true">
                    {' '}
                    *
                  </span>
                  <span className="sr-only">{t`(required)`}</span>
                </>
              ) : null}
            </>
          )
          return (
            <div key={definition.name} className="text-sm">
              {definition.type === 'boolean' ? (
                <label htmlFor={id} className="flex items-center gap-2 font-medium">
                  <input
                    id={id}
                    type="checkbox"
                    checked={value === true}
                    onChange={(event) =>
                      setValues((old) => ({ ...old, [definition.name]: event.target.checked }))
                    }
                    aria-describedby={describedBy}
                    aria-invalid={errors.length ? true : undefined}
                  />
                  {label}
                </label>
              ) : (
                <>
                  <label htmlFor={id} className="block font-medium">
                    {label}
                  </label>
                  <input
                    id={id}
                    name={definition.name}
                    type={definition.type === 'string' ? 'text' : 'number'}
                    step={
                      definition.type === 'integer'
                        ? 1
                        : definition.type === 'float'
                          ? 'any'
                          : undefined
                    }
                    value={typeof value === 'string' ? value : ''}
                    placeholder={samplePlaceholder(definition)}
                    required={definition.required ?? false}
                    aria-required={definition.required ?? false}
                    aria-invalid={errors.length ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) =>
                      setValues((old) => ({ ...old, [definition.name]: event.target.value }))
                    }
                    className={`mt-1 w-full rounded-md border px-3 py-1.5 ${errors.length ? 'border-red-600' : 'border-slate-300'}`}
                  />
                </>
              )}
              {/* The API name only as a hint: it is what a developer or the service's docs call it. */}
              <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
                {t`Takes ${kind}.`}{' '}
                <span>
                  {t`API name:`} <code className="font-mono">{definition.name}</code>
                </span>
              </p>
              {errors.length ? (
                <p
                  id={`${id}-error`}
                  className="mt-1 text-sm text-red-700"
                  data-testid={`error-${definition.name}`}
                >
                  {errors.join('; ')}
                </p>
              ) : null}
            </div>
          )
        })}
        <p className="text-xs text-slate-600">
          <Trans>
            <span className="text-red-700">*</span> required
          </Trans>
        </p>
        <button
          type="submit"
          disabled={invoke.isPending}
          className="rounded-md bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700 disabled:opacity-60"
        >
          {invoke.isPending ? t`Invoking…` : t`Invoke service`}
        </button>
      </form>
      <section aria-label={t`Result`} aria-live="polite" className="min-w-0 space-y-3">
        {invoke.error && (fieldErrors.length === 0 || unplaced.length > 0) ? (
          <ErrorNotice error={invoke.error} title={t`The service call failed`} />
        ) : null}
        {fieldErrors.length > 0 && unplaced.length === 0 ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <Trans>Some inputs were rejected; see the messages beside them.</Trans>
          </p>
        ) : null}
        {invoke.data ? <ServiceResult data={invoke.data.data} raw={invoke.data.raw} /> : null}
        {!invoke.data && !invoke.error ? (
          <p className="text-sm text-slate-600">
            <Trans>Fill in the inputs and invoke the service to see its result here.</Trans>
          </p>
        ) : null}
      </section>
    </div>
  )
}
