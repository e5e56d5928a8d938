/**
 * A match's confidence and reasons in the interface's language, worded when called: the results
 * table, the review queue and the exported file say the same thing.
 */
import { t } from '@lingui/core/macro'
import { formatRatio } from '@/lib/format/format'
import type { Reason } from './scoring'

/** A confidence (0–1) in whole percent: "92%" / "92 %". */
export const confidenceText = (confidence: number) =>
  formatRatio(Math.round(confidence * 100) / 100)

/**
 * A reason in the interface's language, worded while rendering. Reasons saved by an earlier
 * version of the page have no `detail` and keep their English text.
 */
export function reasonText(reason: Reason): string {
  const detail = reason.detail
  if (!detail) return reason.text
  switch (detail.code) {
    case 'sameName':
      return t`Same name`
    case 'nameAlike': {
      const share = confidenceText(detail.similarity)
      return t`Name ${share} alike`
    }
    case 'registerMatches':
      return t`Register ID matches`
    case 'registerOtherCourt':
      return t`Same number at another court`
    case 'registerDiffers': {
      const { value } = detail
      return t`Register ID differs (${value})`
    }
    case 'postalCodeMatches':
      return t`Postal code matches`
    case 'postalCodeNearby': {
      const { value } = detail
      return t`Postal code nearby (${value})`
    }
    case 'postalCodeDiffers': {
      const { value } = detail
      return t`Postal code differs (${value})`
    }
    case 'cityMatches':
      return t`City matches`
    case 'cityDiffers': {
      const { value } = detail
      return t`City differs (${value})`
    }
    case 'legalForm': {
      const { value } = detail
      return t`Legal form ${value}`
    }
    case 'legalFormDiffers': {
      const { value, listed } = detail
      return listed
        ? t`Another legal form: ${value} in the register, ${listed} in the list`
        : t`Legal form differs (${value})`
    }
    case 'ambiguous': {
      const { value } = detail
      const share = confidenceText(detail.similarity)
      return t`Ambiguous: “${value}” scores ${share}`
    }
  }
}
