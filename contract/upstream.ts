/**
 * Which upstream the proxy talks to: served by the proxy itself at /api/explorer/upstream (never by
 * the Data Hub) and shown in the SPA's header; the map adds tiles only when `tileUrl` is set.
 */
export interface UpstreamInfo {
  mode: 'embedded' | 'remote'
  /** Host of DATAHUB_URL in remote mode; null for the embedded hub. */
  host: string | null
  /** Data scale of the embedded hub (`small`, `default`, `large`); null in remote mode. */
  scale: string | null
  /** TILE_URL when configured (and allowed by the CSP); absent or null = offline outline map only. */
  tileUrl?: string | null
}

/** The proxy's own path that serves it. */
export const UPSTREAM_INFO_PATH = '/api/explorer/upstream'
