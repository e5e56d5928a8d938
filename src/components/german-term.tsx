import { Trans, useLingui } from '@lingui/react/macro'
import { germanTerm } from '@/lib/datahub/vocabulary'
import { isLocale } from '@/lib/i18n/locale'

/**
 * A German term from the data (a crime category, a document type) in the interface's language.
 * Translated, it keeps the German original in a tooltip and for screen readers, so an analyst can
 * still quote the official term; in German, or when no translation is known, it is shown as
 * delivered and marked as German.
 */
export function GermanTerm({ term }: { term: string }) {
  const { i18n } = useLingui()
  const worded = germanTerm(term, isLocale(i18n.locale) ? i18n.locale : undefined)
  if (!worded.german) return <span lang="de">{term}</span>
  const german = worded.german
  return (
    <span title={german} data-german={german} className="underline decoration-dotted">
      {worded.text}
      <span className="sr-only">
        {' '}
        <Trans>
          (German: <span lang="de">{german}</span>)
        </Trans>
      </span>
    </span>
  )
}
