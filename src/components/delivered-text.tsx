import { useLingui } from '@lingui/react/macro'
import { pickTextWithLanguage, type DeliveredText } from '@/lib/datahub/fields'

/**
 * Text of the data in the interface's language when the Data Hub has it, else in the other one,
 * marked with its `lang` so a screen reader speaks it in that language (WCAG 3.1.2).
 */
export function DeliveredTextSpan({
  value,
  className,
}: {
  value: DeliveredText | null | undefined
  className?: string
}) {
  const { i18n } = useLingui()
  const picked = pickTextWithLanguage(value, i18n.locale)
  if (!picked) return null
  return (
    <span
      lang={picked.lang && picked.lang !== i18n.locale ? picked.lang : undefined}
      className={className}
    >
      {picked.text}
    </span>
  )
}

/** A German term inside an English message ("Authorised officer (Prokurist)"), marked German. */
const GERMAN_IN_PARENTHESES = /^(.*\()([^()]+)(\).*)$/

/**
 * A worded role or term whose English words quote the German term in parentheses: the quoted
 * term carries `lang="de"`. Other text is shown as it is.
 */
export function WordsWithGermanTerm({ text, terms }: { text: string; terms: readonly string[] }) {
  const match = GERMAN_IN_PARENTHESES.exec(text)
  if (!match || !terms.includes(match[2]!)) return <>{text}</>
  return (
    <>
      {match[1]}
      <span lang="de">{match[2]}</span>
      {match[3]}
    </>
  )
}
