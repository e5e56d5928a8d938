import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { activateLocale } from './i18n'
import { type Locale, localeStore, SOURCE_LOCALE } from './locale'

/**
 * Keeps the interface language, the link and the stored choice in step. The link's `lang` wins
 * (a shared link opens in its sender's language) and becomes the stored choice. German is always
 * written into the link, so a copied address carries it; English, the default, is left out so
 * links stay short (an explicit `lang=en` is honoured and then dropped).
 */
export function useLocaleSync() {
  const lang = useSearch({ strict: false, select: (search) => search.lang })
  const navigate = useNavigate()

  useEffect(() => {
    const wanted: Locale = lang ?? localeStore.get() ?? SOURCE_LOCALE
    if (lang) localeStore.set(lang)
    const canonical = wanted === SOURCE_LOCALE ? undefined : wanted
    if (lang !== canonical) {
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, lang: canonical }),
        replace: true,
      })
    }
    void activateLocale(wanted)
  }, [lang, navigate])
}

/** The language switch: remembers the choice and writes it into the link (which activates it). */
export function useChooseLocale() {
  const navigate = useNavigate()
  return (locale: Locale) => {
    localeStore.set(locale)
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, lang: locale === SOURCE_LOCALE ? undefined : locale }),
      replace: true,
    })
  }
}
