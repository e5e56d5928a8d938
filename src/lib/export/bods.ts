/**
 * Beneficial Ownership Data Standard 0.4 (Open Ownership): entity, person and relationship
 * statements for one or more companies (the organization page, the ownership tree, a watchlist).
 *
 * - Every filed shareholding becomes a direct relationship (`shareholding`, the exact percentage);
 *   current management roles become `seniorManagingOfficial` (managing directors, liquidators,
 *   general partners) or `boardMember` (management and supervisory boards).
 * - `beneficialOwnershipOrControl` is set by the GwG rule (lib/datahub/gwg-beneficial-owners.ts):
 *   true for a beneficial owner, false for a holder the rule rules out, left out where the register
 *   data cannot tell. A beneficial owner through controlled companies gets an indirect relationship
 *   to the company as well; legal representatives are marked only when they are the fictitious
 *   beneficial owners (§ 3 (2) sentence 5). When the owners cannot be determined, a relationship
 *   with an unspecified interested party says so, with what is missing.
 * - Each statement has its statement date (the day the data was read), the Data Hub as its source
 *   with the retrieval time, and the publication details.
 *
 * Pure: the caller passes the filings and roles at hand. tests validate the output against Open
 * Ownership's published JSON Schema and codelists (bods.test.ts).
 */
import type { EntityRef } from '@/lib/datahub/entity-ref'
import type { RoleLists } from '@/lib/datahub/roles'
import {
  determineBeneficialOwners,
  type BeneficialOwnerResult,
  type FilingLookup,
} from '@/lib/datahub/gwg-beneficial-owners'
import { missingText } from './ownership-export'

const BODS_VERSION = '0.4'

/** A BODS statement as written (the schema's shape; typed loosely on purpose). */
export type BodsStatement = Record<string, unknown> & {
  statementId: string
  recordId: string
  recordType: 'entity' | 'person' | 'relationship'
}

export interface BodsSubject {
  company: EntityRef & { id: string }
  /** The rule's result for the company (its owners, verdict and what is missing). */
  result: BeneficialOwnerResult
  /** Its current management, when at hand (roles become board and managing relationships). */
  management?: RoleLists | null
}

export interface BodsLink {
  holder: EntityRef
  held: EntityRef
  /** 0–1, or null when not stated. */
  share: number | null
  since: string | null
}

export interface BodsInput {
  subjects: BodsSubject[]
  /** The SHAREHOLDERS filings the results were computed from (the companies and those above). */
  filings: FilingLookup
  /** Further shareholdings to state (the tree's subsidiaries), each once. */
  links?: BodsLink[]
  /** When the data was read from the Data Hub (ISO date-time). */
  retrievedAt: string
  /** When the file is written (ISO date-time); defaults to `retrievedAt`. */
  publishedAt?: string
  /** The explorer's address, for each entity's page (`<origin>/organizations/<id>`); optional. */
  origin?: string
}

const MANAGING = new Set(['MANAGING_DIRECTOR', 'LIQUIDATOR', 'FULLY_LIABLE_PARTNER', 'OWNER'])
const BOARD = new Set(['BOARD_MEMBER', 'SUPERVISORY_BOARD_MEMBER'])
const ROLE_DETAILS: Record<string, string> = {
  MANAGING_DIRECTOR: 'Geschäftsführer (managing director)',
  LIQUIDATOR: 'Liquidator',
  FULLY_LIABLE_PARTNER: 'Persönlich haftender Gesellschafter (general partner)',
  OWNER: 'Inhaber (owner)',
  BOARD_MEMBER: 'Vorstand (management board)',
  SUPERVISORY_BOARD_MEMBER: 'Aufsichtsrat (supervisory board)',
}

/** 128 bits of a deterministic hash (cyrb128), as 32 hex digits: a statement ID. */
function hash128(text: string): string {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  return [h1 ^ h2 ^ h3 ^ h4, h2 ^ h1, h3 ^ h1, h4 ^ h1]
    .map((part) => (part >>> 0).toString(16).padStart(8, '0'))
    .join('')
}

const percent = (share: number) => Math.round(share * 1e6) / 1e4
const isoDay = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null

/** Builds the statements; entities and people come before the relationships that name them. */
export function buildBods(input: BodsInput): BodsStatement[] {
  const statementDate = input.retrievedAt.slice(0, 10)
  const publicationDate = (input.publishedAt ?? input.retrievedAt).slice(0, 10)
  const common = {
    statementDate,
    recordStatus: 'new',
    publicationDetails: {
      publicationDate,
      bodsVersion: BODS_VERSION,
      publisher: { name: 'Data Hub Explorer' },
    },
    source: {
      type: ['officialRegister', 'thirdParty'],
      description:
        'Data Hub: German commercial register data (Handelsregister), read through the Data Hub API by the Data Hub Explorer',
      retrievedAt: input.retrievedAt,
    },
  }
  const records = new Map<string, BodsStatement>()
  const relationships = new Map<string, BodsStatement>()
  const statementId = (recordId: string, subject: string) =>
    hash128(`${subject}|${recordId}|${input.retrievedAt}`)

  const recordIdOf = (ref: EntityRef) => {
    const kind = ref.type === 'PERSON' ? 'person' : 'entity'
    return ref.id ? `datahub-${kind}-${ref.id}` : `datahub-${kind}-name-${hash128(ref.name)}`
  }

  const ensureRecord = (ref: EntityRef, subject: string) => {
    const recordId = recordIdOf(ref)
    if (records.has(recordId)) return recordId
    const identifiers = ref.id ? [{ id: ref.id, schemeName: 'Data Hub entity ID' }] : undefined
    const uri =
      ref.id && input.origin
        ? `${input.origin}/${ref.type === 'PERSON' ? 'persons' : 'organizations'}/${ref.id}`
        : undefined
    if (ref.type === 'PERSON') {
      records.set(recordId, {
        statementId: statementId(recordId, subject),
        declarationSubject: subject,
        recordId,
        recordType: 'person',
        ...common,
        recordDetails: {
          isComponent: false,
          personType: 'knownPerson',
          names: [{ type: 'legal', fullName: ref.name }],
          ...(identifiers ? { identifiers } : {}),
        },
      })
    } else {
      const known = ref.type === 'ORGANIZATION' && ref.id
      records.set(recordId, {
        statementId: statementId(recordId, subject),
        declarationSubject: subject,
        recordId,
        recordType: 'entity',
        ...common,
        recordDetails: {
          isComponent: false,
          entityType: known
            ? { type: 'registeredEntity' }
            : { type: 'unknownEntity', details: 'A holder the register data does not link' },
          name: ref.name,
          ...(known ? { jurisdiction: { name: 'Germany', code: 'DE' } } : {}),
          ...(identifiers ? { identifiers } : {}),
          ...(uri ? { uri } : {}),
        },
      })
    }
    return recordId
  }

  const addRelationship = (
    subject: string,
    subjectId: string,
    partyId: string | Record<string, string>,
    key: string,
    interests: Record<string, unknown>[],
  ) => {
    const recordId = `datahub-relationship-${hash128(key)}`
    const existing = relationships.get(recordId)
    if (existing) {
      // The same two parties: one statement with every interest.
      const details = existing.recordDetails as { interests: Record<string, unknown>[] }
      details.interests.push(...interests)
      return
    }
    relationships.set(recordId, {
      statementId: statementId(recordId, subject),
      declarationSubject: subject,
      recordId,
      recordType: 'relationship',
      ...common,
      recordDetails: {
        isComponent: false,
        subject: subjectId,
        interestedParty: partyId,
        interests,
      },
    })
  }

  // The rule for every company met, so each link's beneficial-ownership flag is the rule's.
  const ruleFor = new Map<string, BeneficialOwnerResult>()
  const resultOf = (company: EntityRef & { id: string }) => {
    let result = ruleFor.get(company.id)
    if (!result) {
      result = determineBeneficialOwners({ company, filings: input.filings })
      ruleFor.set(company.id, result)
    }
    return result
  }
  for (const subject of input.subjects) ruleFor.set(subject.company.id, subject.result)
  /** True, false, or undefined when the register data cannot tell. */
  const ownerFlag = (held: EntityRef, holder: EntityRef): boolean | undefined => {
    if (holder.type !== 'PERSON' || !held.id)
      return holder.type === 'ORGANIZATION' ? false : undefined
    const result = resultOf(held as EntityRef & { id: string })
    if (result.owners.some((owner) => owner.person.id === holder.id)) return true
    return result.verdict === 'cannot-be-determined' ? undefined : false
  }

  const shareholding = (link: BodsLink, subject: string) => {
    const subjectId = ensureRecord(link.held, subject)
    const partyId = ensureRecord(link.holder, subject)
    const flag = ownerFlag(link.held, link.holder)
    const start = isoDay(link.since)
    addRelationship(subject, subjectId, partyId, `${subjectId}|${partyId}`, [
      {
        type: 'shareholding',
        directOrIndirect: 'direct',
        ...(link.share === null ? {} : { share: { exact: percent(link.share) } }),
        ...(flag === undefined ? {} : { beneficialOwnershipOrControl: flag }),
        ...(start ? { startDate: start } : {}),
        ...(link.share === null ? { details: 'Share not stated in the filing' } : {}),
      },
    ])
  }

  for (const { company, result, management } of input.subjects) {
    const subject = ensureRecord(company, '')
    // The declaration subject of its own statement is the company itself.
    records.get(subject)!.declarationSubject = subject
    for (const above of result.companies) {
      if (!above.id) continue
      const filing = input.filings(above.id)
      ensureRecord(above, subject)
      if (filing.status !== 'filed') continue
      for (const holder of filing.holders)
        shareholding(
          { holder: holder.holder, held: above, share: holder.share, since: holder.since },
          subject,
        )
    }
    for (const owner of result.owners) {
      if (!owner.through.length) continue
      const partyId = ensureRecord(owner.person, subject)
      addRelationship(subject, subject, partyId, `${subject}|${partyId}|indirect`, [
        {
          type: 'shareholding',
          directOrIndirect: 'indirect',
          beneficialOwnershipOrControl: true,
          ...(owner.economicInterest === null
            ? {}
            : { share: { exact: percent(owner.economicInterest) } }),
          details: `GwG § 3 (2): ${percent(owner.countedShare)} % counted (directly and through controlled companies: ${owner.controls
            .map((c) => c.name)
            .join(
              ', ',
            )}); the share given is the economic interest (shares multiplied along the paths)`,
        },
      ])
    }
    for (const role of management?.current ?? []) {
      const label = role.label?.toUpperCase() ?? ''
      const type = MANAGING.has(label)
        ? 'seniorManagingOfficial'
        : BOARD.has(label)
          ? 'boardMember'
          : null
      if (!type) continue
      const partyId = ensureRecord(role.entity, subject)
      const fictitious =
        result.verdict === 'fictitious' &&
        (result.legalRepresentatives ?? []).some(
          (rep) => rep.entity.id === role.entity.id && rep.entity.name === role.entity.name,
        )
      const start = isoDay(role.startDate)
      addRelationship(subject, subject, partyId, `${subject}|${partyId}`, [
        {
          type,
          directOrIndirect: 'direct',
          ...(fictitious ? { beneficialOwnershipOrControl: true } : {}),
          details: `${ROLE_DETAILS[label] ?? label}${
            fictitious ? '; fictitious beneficial owner (GwG § 3 (2) sentence 5)' : ''
          }`,
          ...(start ? { startDate: start } : {}),
        },
      ])
    }
    if (result.verdict === 'cannot-be-determined') {
      const relevant = result.missing.filter((piece) => piece.couldMatter)
      addRelationship(
        subject,
        subject,
        {
          reason: 'informationUnknownToPublisher',
          description: `The beneficial owners cannot be determined from the register data (GwG § 3 (2)): ${relevant
            .map(missingText)
            .join('; ')}. A Transparenzregister extract is the next step.`,
        },
        `${subject}|unspecified`,
        [{ type: 'unknownInterest', directOrIndirect: 'unknown' }],
      )
    }
  }
  for (const link of input.links ?? []) {
    const subject = link.held.id ? recordIdOf(link.held) : recordIdOf(link.holder)
    shareholding(link, input.subjects[0] ? recordIdOf(input.subjects[0].company) : subject)
  }
  return [...records.values(), ...relationships.values()]
}

/** The statements as the file holds them: a JSON array. */
export const bodsJson = (statements: BodsStatement[]) => JSON.stringify(statements, null, 2)
