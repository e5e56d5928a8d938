/**
 * The small seed-1 database every end-to-end server reads (the normal and documented-variants
 * servers alike: the variants are applied to answers, not to the data). It is the hub's default
 * path for that scale and seed and the file the Vitest hub tests use (hub/testing/test-hub.ts), so
 * `npm test` generates it once.
 */
export const E2E_HUB_DB = '.data/hub-small-1.sqlite'
