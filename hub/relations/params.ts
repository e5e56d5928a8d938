/**
 * The resolve body: omitted, `{}`, flat parameters or `{"params": {...}}` (docs/datahub-api.md §7, §9.8),
 * validated against the relation's parameter definitions. Unknown parameters are ignored, as the
 * real service does; a defined parameter of the wrong type or range is a 422.
 */
import { badRequest, HubError, invalid } from '../http'
import type { RelationDefinition } from './catalogue'

export const MAX_BODY_BYTES = 65_536

export interface ResolveParams {
  referenceYear?: number
  documentType?: 'Jahresabschluss' | 'Konzernabschluss'
  depth?: number
  radiusKm?: number
}

/** Reads the raw body with the 64 KiB limit and returns the parameter object it carries. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES)
    throw new HubError(413, `Request body must be at most ${MAX_BODY_BYTES} bytes`)
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new HubError(413, `Request body must be at most ${MAX_BODY_BYTES} bytes`)
  if (!text.trim()) return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest('Request body is not valid JSON')
  }
  if (body === null) return {}
  if (!isObject(body))
    throw invalid(['body'], 'Request body must be a JSON object', 'type_error.dict')
  if (!('params' in body)) return body
  if (body.params === null || body.params === undefined) return {}
  if (!isObject(body.params))
    throw invalid(['body', 'params'], 'params must be a JSON object', 'type_error.dict')
  return body.params
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function parseParams(
  relation: RelationDefinition,
  raw: Record<string, unknown>,
): ResolveParams {
  const params: ResolveParams = {}
  for (const definition of relation.parameters) {
    const value = raw[definition.name]
    if (value === undefined || value === null || value === '') continue
    const loc = ['body', 'params', definition.name]
    switch (definition.name) {
      case 'reference_year':
        params.referenceYear = integerIn(
          value,
          1900,
          2100,
          loc,
          'reference_year must be a year (YYYY)',
        )
        break
      case 'depth':
        params.depth = integerIn(value, 1, 3, loc, 'depth must be an integer from 1 to 3')
        break
      case 'radius_km': {
        const radius =
          typeof value === 'number'
            ? value
            : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())
              ? Number(value)
              : NaN
        if (!Number.isFinite(radius) || radius <= 0 || radius > 25)
          throw invalid(loc, 'radius_km must be a number greater than 0 and at most 25')
        params.radiusKm = radius
        break
      }
      case 'document_type': {
        const match =
          typeof value === 'string'
            ? ['Jahresabschluss', 'Konzernabschluss'].find(
                (type) => type.toLowerCase() === value.trim().toLowerCase(),
              )
            : undefined
        if (!match) throw invalid(loc, 'document_type must be Jahresabschluss or Konzernabschluss')
        params.documentType = match as ResolveParams['documentType']
        break
      }
    }
  }
  return params
}

function integerIn(value: unknown, min: number, max: number, loc: string[], msg: string): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN
  if (!Number.isInteger(number) || number < min || number > max) throw invalid(loc, msg)
  return number
}
