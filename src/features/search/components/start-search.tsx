import { useLingui } from '@lingui/react/macro'
import { deferredComponent } from '@/components/deferred-component'
import { SearchCombobox } from './search-combobox'

// Its queries and parsers load after first paint: they wait for the network anyway. Shown when
// its code is there, without a Suspense retry (deferred-component.tsx).
export const ExampleQuestions = deferredComponent(
  () => import('./example-questions').then((module) => module.ExampleQuestions),
  <div className="mt-3 min-h-16" aria-hidden="true" />,
)

/** The start page's search box, in front, with example questions under it. */
export function StartSearch() {
  const { t } = useLingui()
  return (
    <div role="search" aria-label={t`Start page search`} className="relative max-w-2xl">
      <SearchCombobox
        id="start-search"
        label={t`Search companies, people, places and datasets`}
        placeholder={t`A company, a register ID, a person, a postal code, a topic…`}
        inputClassName="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base shadow-sm"
        listClassName="absolute inset-x-0 top-full z-[1100] mt-1 max-h-96 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      />
      <ExampleQuestions />
    </div>
  )
}
