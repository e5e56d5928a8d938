/**
 * The documented ways of naming the entity at either end of a link (docs/datahub-api.md §9.5 and
 * §9.14): a string, a `{de, en}` object, or `attributes.display_name.en` with no `display_name`.
 */

/** A reference as the normal hub writes it. */
export interface HubRef {
  fb_entity_id: string
  entity_type?: string
  display_name?: unknown
}

export type NameForm = 'attributes' | 'localized' | 'string'
const ROTATION: NameForm[] = ['attributes', 'localized', 'string']

/** The form for the n-th item of a list: every form shows up in any list of three or more. */
export const rotatingForm = (index: number): NameForm => ROTATION[index % ROTATION.length]!

const nameText = (ref: HubRef): string | null =>
  typeof ref.display_name === 'string' ? ref.display_name : null

/** `ref` with its name in `form`; a missing name stays missing in every form. */
export function namedRef(ref: HubRef, form: NameForm, entityType = ref.entity_type) {
  const base = {
    fb_entity_id: ref.fb_entity_id,
    ...(entityType ? { entity_type: entityType } : {}),
  }
  const name = nameText(ref)
  if (name === null) return base
  switch (form) {
    case 'attributes':
      return { ...base, attributes: { display_name: { en: name } } }
    case 'localized':
      return { ...base, display_name: { de: name, en: name } }
    case 'string':
      return { ...base, display_name: name }
  }
}
