import { deferredComponent } from '@/components/deferred-component'

/**
 * The FtM button loads after the page's first paint: its code (and the cache readers it brings)
 * stays out of the organization link's route files.
 */
export const DeferredOrganizationFtmButton = deferredComponent(() =>
  import('./organization-ftm-button').then((module) => module.OrganizationFtmButton),
)
