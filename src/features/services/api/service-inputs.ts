import { t } from '@lingui/core/macro'
/**
 * Service inputs between the URL, the form and the request. The URL keeps typed values so a
 * filled-in call can be shared; the form edits strings; the request gets the declared types.
 */
import { pickText } from '@/lib/datahub/fields'
import type { ServiceInputDefinition } from './service-schemas'
import type { InputValue } from './service-search-params'

/** What the form shows for each input: text for text and number fields, a flag for checkboxes. */
export function formValues(
  definitions: ServiceInputDefinition[],
  inputs: Record<string, InputValue>,
) {
  return Object.fromEntries(
    definitions.map((definition) => {
      const value = inputs[definition.name]
      if (definition.type === 'boolean')
        return [definition.name, value === true || value === 'true']
      return [definition.name, value === undefined ? '' : String(value)]
    }),
  ) as Record<string, string | boolean>
}

/**
 * The request's `inputs`: empty fields are left out (the server reports missing required ones),
 * numbers are sent as numbers. Text that is not a number is sent as typed, so the server's 422
 * names the field instead of the client silently dropping it.
 */
export function requestInputs(
  definitions: ServiceInputDefinition[],
  values: Record<string, string | boolean>,
): Record<string, InputValue> {
  const out: Record<string, InputValue> = {}
  for (const definition of definitions) {
    const value = values[definition.name]
    if (definition.type === 'boolean') {
      out[definition.name] = value === true
      continue
    }
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) continue
    if (definition.type === 'integer' && /^-?\d+$/.test(text)) out[definition.name] = Number(text)
    else if (definition.type === 'float' && Number.isFinite(Number(text)))
      out[definition.name] = Number(text)
    else out[definition.name] = text
  }
  return out
}

/** The URL form of the inputs: only what the user filled in. */
export function urlInputs(
  definitions: ServiceInputDefinition[],
  values: Record<string, string | boolean>,
) {
  const typed = requestInputs(definitions, values)
  for (const definition of definitions) {
    if (definition.type === 'boolean' && typed[definition.name] === false)
      delete typed[definition.name]
  }
  return typed
}

/** A sample value as placeholder text, in the active language: call it at render time. */
export function samplePlaceholder(definition: ServiceInputDefinition): string | undefined {
  const sample = definition.sample?.value
  if (sample === undefined || sample === null) return undefined
  const example = typeof sample === 'string' ? sample : JSON.stringify(sample)
  return t`e.g. ${example}`
}

/**
 * An input's label: the service's own description of it, in the interface's language, without
 * the closing full stop ("Revenue in EUR"). Only an input without a description falls back to its
 * API name in words (`revenue_eur` → "Revenue eur"); the form shows the API name as a hint.
 */
export function inputLabel(definition: ServiceInputDefinition): string {
  const described = (pickText(definition.description) ?? '').trim()
  if (described) return described.replace(/\.$/, '')
  const words = definition.name.replace(/[_\s]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What kind of value an input takes, in words. */
export function inputKind(definition: ServiceInputDefinition): string {
  switch (definition.type) {
    case 'integer':
      return t`a whole number`
    case 'float':
      return t`a number`
    case 'boolean':
      return t`yes or no`
    default:
      return t`text`
  }
}
