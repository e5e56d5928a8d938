import { createContext, useContext, type ReactNode } from 'react'

type OrganizationAction = (organization: { id: string; name: string }) => ReactNode

/**
 * What the search routes put beside each organization result ("Compare"): given by the route,
 * since the compare tray belongs to the compare feature. Results rendered without it show none.
 */
export const OrganizationResultAction = createContext<OrganizationAction | null>(null)

export const useOrganizationResultAction = () => useContext(OrganizationResultAction)
