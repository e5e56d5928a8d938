import { deferredComponent } from '@/components/deferred-component'

/**
 * The dossier button and the register facts load after the page's first paint: their code (and
 * the slice parsers they bring) stays out of the organization link's route files. So does the
 * notice a dossier's version-pinned link brings.
 */
export const DeferredDossierButton = deferredComponent(() =>
  import('./dossier-button').then((module) => module.DossierButton),
)

export const DeferredRegisterFacts = deferredComponent(() =>
  import('../components/register-facts-card').then((module) => module.RegisterFactsCard),
)

export const DeferredLinkVersionNotice = deferredComponent(() =>
  import('./link-version-notice').then((module) => module.LinkVersionNotice),
)
