/**
 * The confidence that a candidate is the organization a row of the list means, with the reasons
 * that make it up, so an analyst sees why (the name is 92 % alike, the postal code matches, the
 * register ID differs). The name decides the base (1 only for the same name, legal form included);
 * a matching postal code, city or register ID closes part of the gap to 1, the more the more alike
 * the names are, and what differs takes away. A row whose two best candidates are nearly as good is ambiguous, whatever the
 * score: such rows go to review.
 */
import { candidateRegister, type Candidate } from './candidate'
import {
  normalizeCity,
  normalizeName,
  normalizePostalCode,
  parseRegisterId,
  sameCity,
  type RegisterId,
} from './normalize'
import { nameSimilarity, UNEQUAL_MAX } from './similarity'

export interface ListRow {
  name: string
  postalCode?: string | null
  city?: string | null
  registerId?: string | null
}

export type ReasonKind = 'name' | 'postalCode' | 'city' | 'register' | 'legalForm' | 'ambiguous'

/**
 * What a reason says, as data: the page words it in the interface's language
 * (./reason-words.ts). Jobs saved before reasons had it carry only `text`.
 */
export type ReasonDetail =
  | { code: 'sameName' }
  | { code: 'nameAlike'; similarity: number }
  | { code: 'registerMatches' }
  | { code: 'registerOtherCourt' }
  | { code: 'registerDiffers'; value: string }
  | { code: 'postalCodeMatches' }
  | { code: 'postalCodeNearby'; value: string }
  | { code: 'postalCodeDiffers'; value: string }
  | { code: 'cityMatches' }
  | { code: 'cityDiffers'; value: string }
  | { code: 'legalForm'; value: string }
  /** `value`: the candidate's form; `listed`: the row's (jobs saved before it was kept lack it). */
  | { code: 'legalFormDiffers'; value: string; listed?: string }
  | { code: 'ambiguous'; value: string; similarity: number }

export interface Reason {
  kind: ReasonKind
  /** For the eye: green for evidence for, red against, grey neutral. */
  effect: 'for' | 'against' | 'neutral'
  /** In English: what jobs saved before `detail` show, on the page and in the file. */
  text: string
  detail?: ReasonDetail
}

export interface ScoredCandidate extends Candidate {
  /** 0–1; 1 only for the same name. */
  confidence: number
  /** How alike the names are, 0–1 (jobs saved before it was kept lack it). */
  similarity?: number
  registerMatches?: boolean
  reasons: Reason[]
}

/**
 * The most a candidate of another legal form can score: a GmbH and an AG of the same name are two
 * legal persons, so such a candidate waits for review whatever its name, place or register ID say
 * (below every threshold the page offers, and below `GOOD_ENOUGH`, so the row searches on for
 * the organization of the form it names).
 */
export const OTHER_LEGAL_FORM_MAX = 0.6

/** Two best candidates closer than this are ambiguous. */
export const AMBIGUITY_MARGIN = 0.05

/** A row as the scorer reads it, normalised once for all of its candidates. */
export interface PreparedRow {
  name: ReturnType<typeof normalizeName>
  postalCode: string | null
  city: string | null
  register: RegisterId | null
}

export function prepareRow(row: ListRow): PreparedRow {
  return {
    name: normalizeName(row.name),
    postalCode: normalizePostalCode(row.postalCode),
    city: normalizeCity(row.city),
    register: parseRegisterId(row.registerId),
  }
}

const percent = (value: number) => `${Math.round(value * 100)} %`
const clamp = (value: number) => Math.min(1, Math.max(0, value))

/**
 * How much a matching postal code, city or register ID counts: nothing for a name less than 70 %
 * alike, fully from 100 %. Evidence closes part of the gap to 1 and never closes it, so the
 * confidence follows how alike the names are: a 90 %-alike name is never 100 %.
 */
const supportOf = (similarity: number) => clamp((similarity - 0.7) / 0.3)
const support = (confidence: number, weight: number, similarity: number) =>
  confidence + (1 - confidence) * weight * supportOf(similarity)

/** A candidate whose name is less alike than this is no candidate (unless its register ID matches). */
export const MIN_NAME_SIMILARITY = 0.6

export function scoreCandidate(row: PreparedRow, candidate: Candidate): ScoredCandidate {
  const name = normalizeName(candidate.name)
  const similarity = nameSimilarity(row.name, name)
  let confidence = similarity
  const reasons: Reason[] = [
    {
      kind: 'name',
      effect: similarity >= 0.9 ? 'for' : similarity >= 0.7 ? 'neutral' : 'against',
      text: similarity === 1 ? 'Same name' : `Name ${percent(similarity)} alike`,
      detail: similarity === 1 ? { code: 'sameName' } : { code: 'nameAlike', similarity },
    },
  ]
  let registerMatches = false

  if (row.register) {
    const theirs = candidateRegister(candidate)
    if (theirs && theirs.type === row.register.type && theirs.number === row.register.number) {
      const sameCourt =
        !row.register.court ||
        !theirs.court ||
        sameCity(normalizeCity(row.register.court)!, normalizeCity(theirs.court)!)
      if (sameCourt) {
        // A register ID names one entry: with a name that is at all alike, it nearly settles the match.
        registerMatches = true
        confidence =
          similarity >= 0.5
            ? Math.max(confidence, 0.9) + (1 - Math.max(confidence, 0.9)) * 0.8
            : confidence + 0.2
        reasons.push({
          kind: 'register',
          effect: 'for',
          text: 'Register ID matches',
          detail: { code: 'registerMatches' },
        })
      } else {
        confidence -= 0.1
        reasons.push({
          kind: 'register',
          effect: 'against',
          text: 'Same number at another court',
          detail: { code: 'registerOtherCourt' },
        })
      }
    } else if (theirs) {
      confidence -= 0.3
      reasons.push({
        kind: 'register',
        effect: 'against',
        text: `Register ID differs (${candidate.register})`,
        detail: { code: 'registerDiffers', value: candidate.register ?? '' },
      })
    }
  }

  const postal = normalizePostalCode(candidate.postalCode)
  if (row.postalCode && postal) {
    if (postal === row.postalCode) {
      confidence = support(confidence, 0.5, similarity)
      reasons.push({
        kind: 'postalCode',
        effect: 'for',
        text: 'Postal code matches',
        detail: { code: 'postalCodeMatches' },
      })
    } else if (postal.slice(0, 2) === row.postalCode.slice(0, 2)) {
      confidence -= 0.05
      reasons.push({
        kind: 'postalCode',
        effect: 'neutral',
        text: `Postal code nearby (${postal})`,
        detail: { code: 'postalCodeNearby', value: postal },
      })
    } else {
      confidence -= 0.15
      reasons.push({
        kind: 'postalCode',
        effect: 'against',
        text: `Postal code differs (${postal})`,
        detail: { code: 'postalCodeDiffers', value: postal },
      })
    }
  }

  const city = normalizeCity(candidate.city)
  if (row.city && city) {
    if (sameCity(row.city, city)) {
      confidence = support(confidence, 0.2, similarity)
      reasons.push({
        kind: 'city',
        effect: 'for',
        text: 'City matches',
        detail: { code: 'cityMatches' },
      })
    } else {
      confidence -= 0.08
      reasons.push({
        kind: 'city',
        effect: 'against',
        text: `City differs (${candidate.city})`,
        detail: { code: 'cityDiffers', value: candidate.city ?? '' },
      })
    }
  }

  if (row.name.legalForm && name.legalForm) {
    if (row.name.legalForm === name.legalForm) {
      reasons.push({
        kind: 'legalForm',
        effect: 'for',
        text: `Legal form ${name.legalForm}`,
        detail: { code: 'legalForm', value: name.legalForm },
      })
    } else {
      confidence = Math.min(confidence - 0.05, OTHER_LEGAL_FORM_MAX)
      reasons.push({
        kind: 'legalForm',
        effect: 'against',
        text: `Another legal form: ${name.legalForm} in the register, ${row.name.legalForm} in the list`,
        detail: { code: 'legalFormDiffers', value: name.legalForm, listed: row.name.legalForm },
      })
    }
  }
  // Only the same name can be certain: rounding must not turn 99.6 % into "100 %".
  const ceiling = similarity === 1 ? 1 : UNEQUAL_MAX
  return {
    ...candidate,
    confidence: Math.min(ceiling, clamp(Math.round(confidence * 1000) / 1000)),
    similarity,
    registerMatches,
    reasons,
  }
}

/** Candidates scored and ranked, best first; the best is flagged when the runner-up is as good. */
export function rankCandidates(
  row: PreparedRow,
  candidates: readonly Candidate[],
): ScoredCandidate[] {
  const unique = new Map(candidates.map((candidate) => [candidate.id, candidate]))
  const ranked = [...unique.values()]
    .map((candidate) => scoreCandidate(row, candidate))
    .filter(
      (candidate) =>
        candidate.registerMatches || (candidate.similarity ?? 1) >= MIN_NAME_SIMILARITY,
    )
    .sort((a, b) => b.confidence - a.confidence)
  const [best, second] = ranked
  if (best && second && best.confidence - second.confidence < AMBIGUITY_MARGIN) {
    const reason: Reason = {
      kind: 'ambiguous',
      effect: 'against',
      text: `Ambiguous: “${second.name}” scores ${percent(second.confidence)}`,
      detail: { code: 'ambiguous', value: second.name, similarity: second.confidence },
    }
    ranked[0] = { ...best, reasons: [...best.reasons, reason] }
  }
  return ranked
}

export function isAmbiguous(candidate: ScoredCandidate | undefined): boolean {
  return !!candidate?.reasons.some((reason) => reason.kind === 'ambiguous')
}

/**
 * Whether the candidate is of another legal form than the row names: never taken without review,
 * whatever the threshold (read from the reasons, so jobs saved before the rule follow it too).
 */
export function hasOtherLegalForm(candidate: ScoredCandidate | undefined): boolean {
  return !!candidate?.reasons.some(
    (reason) => reason.kind === 'legalForm' && reason.effect === 'against',
  )
}
