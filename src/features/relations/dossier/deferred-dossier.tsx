import { deferredComponent } from '@/components/deferred-component'

/**
 * The dossier button and the register facts load after the page's first paint: their code (and
 * the slice parsers they bring) stays out of the organization link's route files.
 */
export const DeferredDossierButton = deferredComponent(() =>
  import('./dossier-button').then((module) => module.DossierButton),
)

export const DeferredRegisterFacts = deferredComponent(() =>
  import('../components/register-facts-card').then((module) => module.RegisterFactsCard),
)
