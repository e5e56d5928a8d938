// The route code's `rel` lives with the rest of the first paint (src/first-paint/); e2e/call-chains.spec.ts
// reads it from here.
export { ROUTE_CODE_REL } from '@/first-paint/early-route-code'
