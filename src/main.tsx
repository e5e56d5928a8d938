// First: schemas created by any later import must see Zod's CSP-safe configuration.
import './lib/schema/zod-config'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { activateLocale, i18n } from './lib/i18n/i18n'
import { initialLocale } from './lib/i18n/locale'
import { createQueryClient } from './lib/query/query-client'
import { prefetchRecordOf, prefetchRecordsOnIntent } from './lib/entity/entity-intent'
import { createAppRouter } from './router'
import './styles.css'

// When the entry's whole static graph has run (e2e/call-chains.spec.ts: the early requests of
// index.html start before this).
performance.mark('dhx:entry-run')
const queryClient = createQueryClient()
// A deep link's record is asked for now, not after the page's code (lib/entity/entity-intent.ts).
prefetchRecordOf(queryClient, window.location.pathname)
prefetchRecordsOnIntent(queryClient)
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The first render is already in the link's or the stored language (German loads its catalogue
// first; English has none to load).
void activateLocale(initialLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ),
)
