/**
 * Enumerated dataset values in words, in the interface's language: the register status, a
 * management role, the size class under § 267 HGB. The Data Hub writes them as codes (`ACTIVE`,
 * `MANAGING_DIRECTOR`, `small`); an export writes the words and keeps the code in a column beside
 * them, for programs. A column is enumerated by its semantic type or, without one, by its name.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { organizationStatus, statusLabel } from '@/lib/datahub/organization-status'
import { roleInWords } from '@/lib/datahub/roles'

const SIZE_CLASS_WORDS: Record<string, MessageDescriptor> = {
  micro: msg`Micro company`,
  small: msg`Small company`,
  medium: msg`Medium-sized company`,
  large: msg`Large company`,
}

type Words = (code: string) => string

const ENUMERATIONS: Record<string, Words> = {
  status: (code) => statusLabel(organizationStatus.parse(code)),
  role: (code) => roleInWords(code),
  size_class: (code) => {
    const words = SIZE_CLASS_WORDS[code.toLowerCase()]
    return words ? i18n._(words) : code
  },
}

/** How a column's codes read as words, or null when its values are not an enumeration. */
export function enumerationWords(column: {
  id: string
  semanticType?: string | null
}): Words | null {
  const semantic = column.semanticType?.toLowerCase()
  return (semantic ? ENUMERATIONS[semantic] : undefined) ?? ENUMERATIONS[column.id] ?? null
}
