import { useLingui } from '@lingui/react/macro'
import { useChooseLocale } from '@/lib/i18n/use-locale-sync'
import { isLocale, type Locale } from '@/lib/i18n/locale'

/** Each language is named in itself, so a visitor finds theirs whatever the page shows now. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' }

export function LanguageSwitch() {
  const { i18n, t } = useLingui()
  const choose = useChooseLocale()
  return (
    <label className="flex items-center gap-2 text-sm text-slate-200">
      <span className="sr-only">{t`Language`}</span>
      <select
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value)
        }}
        className="rounded-md border border-slate-600 bg-slate-800 px-2 py-1 text-sm text-white focus:ring-2 focus:ring-sky-400 focus:outline-none"
      >
        {Object.entries(LANGUAGE_NAMES).map(([locale, name]) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
