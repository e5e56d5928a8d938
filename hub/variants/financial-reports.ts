/**
 * FINANCIAL_REPORTS under a plan that does not grant the latest filing (docs/datahub-api.md §7 and
 * §9.18): asking for the latest year (or for no year) answers a `signup_hint` with the filing of
 * the previous filing year; some organizations get the hint with no report at all.
 */
import type { Envelope } from './relations'

export const SIGNUP_HINT =
  'Your plan does not include the latest financial report of this company. Sign up for a subscription to read it; the previous filing is shown instead.'
export const SIGNUP_HINT_ONLY =
  'Your plan does not include the financial reports of this company. Sign up for a subscription to read them.'

export interface ReportParams {
  reference_year?: string
  document_type?: string
}

/** Resolves the same relation for the same entity with other parameters. */
export type ResolveWith = (params: ReportParams) => Promise<Envelope | undefined>

interface Report {
  report_html?: string
  metadata?: { fiscal_year?: number }
}

// How far back to look for the previous filing: companies skip years now and then.
const LOOK_BACK_YEARS = 5

const reportOf = (envelope: Envelope | undefined): Report | null => {
  const value = envelope?.entity?.value as Report | null | undefined
  return value && typeof value.metadata?.fiscal_year === 'number' ? value : null
}

/** Organizations whose ID ends in 0–3 (a quarter, fixed per company) see the hint alone. */
export const hintOnly = (organizationId: string) => /[0-3]$/.test(organizationId)

/** The parameters of a resolve body: flat or wrapped in `params` (§9.8). */
export function reportParams(body: unknown): ReportParams {
  const outer = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const inner = outer.params && typeof outer.params === 'object' ? outer.params : outer
  const { reference_year, document_type } = inner as Record<string, unknown>
  return {
    ...(reference_year !== undefined && reference_year !== null
      ? { reference_year: String(reference_year) }
      : {}),
    ...(typeof document_type === 'string' ? { document_type } : {}),
  }
}

export async function withSignupHint(
  envelope: Envelope,
  params: ReportParams,
  resolveWith: ResolveWith,
): Promise<Envelope> {
  const asked = reportOf(envelope)
  if (!asked || !envelope.entity) return envelope
  const documentType = params.document_type ? { document_type: params.document_type } : {}
  let latestYear = asked.metadata!.fiscal_year!
  if (params.reference_year !== undefined) {
    const latest = reportOf(await resolveWith(documentType))
    if (!latest || latest.metadata!.fiscal_year !== Number(params.reference_year)) return envelope
    latestYear = latest.metadata!.fiscal_year!
  }
  const answer = (value: unknown): Envelope => ({
    ...envelope,
    entity: { ...envelope.entity, value },
  })
  if (hintOnly(envelope.entity_from?.fb_entity_id ?? ''))
    return answer({ signup_hint: SIGNUP_HINT_ONLY })
  for (let year = latestYear - 1; year >= latestYear - LOOK_BACK_YEARS; year--) {
    const previous = reportOf(await resolveWith({ ...documentType, reference_year: String(year) }))
    if (previous) return answer({ signup_hint: SIGNUP_HINT, ...previous })
  }
  return answer({ signup_hint: SIGNUP_HINT_ONLY })
}
