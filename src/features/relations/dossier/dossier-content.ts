/**
 * The dossier's content as one plain document (sections of paragraphs, facts, tables and two
 * figures), in the interface language, built from the slices the page reads. This document is what
 * the PDF prints and what its hash covers: `canonicalContent` serialises it (JSON, UTF-8, keys in
 * the order written here), the PDF attaches those exact bytes as `dossier-content.json`, and every
 * page prints their SHA-256 (docs/dossier.md says how to check it).
 */
import { t } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import {
  determineBeneficialOwners,
  filingFromRoles,
  GWG_REFERENCE,
  type BeneficialOwnerResult,
  type ShareholderFiling,
} from '@/lib/datahub/gwg-beneficial-owners'
import {
  buildOwnershipTree,
  holdingsFromRoles,
  type HoldingsFiling,
  type OwnershipTree,
} from '@/lib/datahub/ownership-tree'
import { parseKpis, type KpiYear } from '@/lib/datahub/kpis'
import type { RoleLists } from '@/lib/datahub/roles'
import { distressNotice, distressOf, statusLabel } from '@/lib/datahub/organization-status'
import { pickText } from '@/lib/datahub/fields'
import { countryName, localizeAddress } from '@/lib/datahub/vocabulary'
import { registerFacts } from '@/lib/datahub/register-facts'
import {
  formatCode,
  formatDate,
  formatDateTime,
  formatEuroAmount,
  formatNumber,
  formatPercent,
} from '@/lib/format/format'
import { parsePeopleSlice } from '../api/models/people-models'
import { parseAccountYears, type AccountNode } from '../api/models/financial-models'
import { parseInsolvencyNotices, parseTimeline } from '../api/models/register-models'
import {
  balanceSheetOrder,
  profitAndLossStatement,
  statuteName,
} from '../api/models/account-statement'
import type { DossierData, DossierSource, SliceRead } from './dossier-data'

export type DossierBlock =
  | { kind: 'paragraph'; text: string; tone?: 'warning' | 'muted' }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | {
      kind: 'table'
      columns: { header: string; numeric?: boolean }[]
      rows: { cells: string[]; emphasis?: boolean; indent?: number }[]
    }
  | {
      kind: 'tree'
      /** Layers from the top (the farthest owners) down to the company and its subsidiaries. */
      layers: { layer: number; nodes: { key: string; label: string; owner: boolean }[] }[]
      edges: { from: string; to: string; label: string }[]
    }
  | { kind: 'map'; lat: number; lon: number; label: string }

export interface DossierSection {
  id: string
  title: string
  blocks: DossierBlock[]
}

export interface DossierSourceLine {
  section: string
  request: string
  dataVersion: string
  retrievedAt: string
}

export interface DossierContent {
  format: 'datahub-explorer-dossier/1'
  language: string
  organizationId: string
  name: string
  registerId: string | null
  generatedAt: string
  /** The explorer's page for this organization, pinned to the record's version. */
  link: string
  sections: DossierSection[]
  sources: DossierSourceLine[]
}

const read = (entry: SliceRead) => (entry.slice?.kind === 'value' ? entry.slice.value : null)
const dash = (value: string | null | undefined) => (value ? value : '—')
const dateOrDash = (value: string | null | undefined) => (value ? formatDate(value) : '—')

function rolesOf(entry: SliceRead, entityId: string, label: string): RoleLists | null {
  const value = read(entry)
  if (value === null) return null
  return parsePeopleSlice(value, { entityType: 'ORGANIZATION', entityId, label })
}

/** A SHAREHOLDERS read as the beneficial-owner rule takes it. */
function filingOf(entry: SliceRead | undefined, entityId: string): ShareholderFiling {
  if (!entry) return { status: 'not-loaded' }
  if (entry.error) return { status: 'failed' }
  if (entry.slice?.kind === 'unresolved') return { status: 'none' }
  const value = read(entry)
  if (value === null) return { status: 'none' }
  const lists = rolesOf(entry, entityId, 'SHAREHOLDERS')
  return lists ? filingFromRoles(lists) : { status: 'failed' }
}

/** A SHAREHOLDINGS read as the ownership tree takes it (the companies held). */
function holdingsOf(entry: SliceRead, entityId: string): HoldingsFiling {
  if (entry.error) return { status: 'failed' }
  if (entry.slice?.kind === 'unresolved' || read(entry) === null) return { status: 'none' }
  const lists = rolesOf(entry, entityId, 'SHAREHOLDINGS')
  return lists ? holdingsFromRoles(lists) : { status: 'failed' }
}

/** The rule (GwG § 3 (2), the ownership module's) on what the dossier has read. */
export function ownershipOf(data: DossierData): BeneficialOwnerResult {
  return determineBeneficialOwners({
    company: { id: data.org.id, type: 'ORGANIZATION', name: data.org.name },
    filings: (id) =>
      id === data.org.id
        ? filingOf(data.slices.SHAREHOLDERS, id)
        : filingOf(data.ownerSlices.get(id), id),
    management: rolesOf(data.slices.MANAGEMENT, data.org.id, 'MANAGEMENT'),
  })
}

/** The companies above whose shareholder lists the rule still needs. */
export function ownersStillNeeded(data: DossierData): string[] {
  return ownershipOf(data)
    .toLoad.map((company) => company.id)
    .filter((id): id is string => !!id)
}

const percent = (share: number | null) =>
  share === null ? t`not stated` : formatPercent(share * 100)

function unavailable(entry: SliceRead): DossierBlock | null {
  if (entry.error) {
    const reason = entry.error
    return { kind: 'paragraph', tone: 'warning', text: t`Could not be read: ${reason}` }
  }
  if (entry.slice?.kind === 'unresolved' || read(entry) === null)
    return { kind: 'paragraph', tone: 'muted', text: t`The Data Hub holds nothing for this.` }
  return null
}

function cover(data: DossierData, generatedAt: string): DossierSection {
  const { org } = data
  const distress = distressOf(org.status)
  const status = statusLabel(org.status)
  const detail = org.status.detail
  const blocks: DossierBlock[] = [
    {
      kind: 'facts',
      rows: [
        [t`Name`, org.name],
        [t`Register ID`, dash(org.register.entityName)],
        [t`Status`, detail ? `${status} (${detail})` : status],
        [t`Data Hub ID`, org.id],
        [t`Made`, formatDateTime(generatedAt)],
        [t`As of`, asOf(data)],
      ],
    },
  ]
  if (distress) blocks.push({ kind: 'paragraph', tone: 'warning', text: distressNotice(distress) })
  const notices = parseInsolvencyNotices(read(data.slices.INSOLVENCY)) ?? []
  const latest = notices[0]
  if (latest) {
    const when = dateOrDash(latest.date)
    const what = pickText(latest.text, i18n.locale) ?? latest.category ?? ''
    blocks.push({
      kind: 'paragraph',
      tone: 'warning',
      text: t`Latest insolvency notice (${when}): ${what}`,
    })
  }
  return { id: 'cover', title: t`Company dossier`, blocks }
}

function asOf(data: DossierData): string {
  const version = data.org.version ?? '—'
  const read = formatDateTime(data.recordSource.retrievedAt)
  return t`record version ${version}, read ${read}`
}

function identity(data: DossierData): DossierSection {
  const { org } = data
  const shareholders = rolesOf(data.slices.SHAREHOLDERS, org.id, 'SHAREHOLDERS')
  const timeline = parseTimeline(read(data.slices.PUBLICATIONS))
  const facts = registerFacts(org, shareholders, timeline)
  const capital =
    facts.shareCapital === null
      ? t`not stated in the data`
      : facts.shareCapital.basis === 'record'
        ? formatEuroAmount(facts.shareCapital.amount)
        : t`${formatEuroAmount(facts.shareCapital.amount)} (sum of the shareholders' nominal amounts)`
  const purpose = pickText(org.purpose, i18n.locale)
  const address = org.address?.formattedAddress
    ? localizeAddress(org.address.formattedAddress)
    : null
  return {
    id: 'identity',
    title: t`Identity and register facts`,
    blocks: [
      {
        kind: 'facts',
        rows: [
          [
            t`Legal form`,
            dash([org.legalForm?.code, org.legalForm?.name].filter(Boolean).join(' · ')),
          ],
          [t`Register court`, dash(org.register.court)],
          [t`Register`, dash([org.register.type, org.register.number].filter(Boolean).join(' '))],
          [t`Share capital`, capital],
          [t`First registered`, dateOrDash(facts.firstRegistration)],
          [
            t`Latest register event`,
            facts.latestEvent
              ? `${formatDate(facts.latestEvent.date)}${facts.latestEvent.title ? ` · ${facts.latestEvent.title}` : ''}`
              : '—',
          ],
          [t`Founded`, dateOrDash(org.foundingDate)],
          [t`Ceased`, org.cessationDate ? formatDate(org.cessationDate) : t`No cessation recorded`],
          [t`Address`, dash(address)],
          [t`Jurisdiction`, dash(countryName(org.jurisdiction))],
          [t`Website`, dash(org.contact.website)],
        ],
      },
      ...(purpose ? [{ kind: 'paragraph' as const, text: t`Business purpose: ${purpose}` }] : []),
    ],
  }
}

function roleTable(roles: RoleLists['current'], withShare: boolean): DossierBlock {
  return {
    kind: 'table',
    columns: [
      { header: t`Name` },
      { header: withShare ? t`Share` : t`Role` },
      ...(withShare ? [{ header: t`Nominal amount`, numeric: true }] : []),
      { header: t`Since` },
      { header: t`Until` },
    ],
    rows: roles.map((role) => ({
      cells: [
        role.entity.name,
        withShare
          ? role.sharePercent === null
            ? t`not stated`
            : percent(role.sharePercent / 100)
          : role.role,
        ...(withShare
          ? [role.shareNominalEur === null ? '—' : formatEuroAmount(role.shareNominalEur)]
          : []),
        dateOrDash(role.startDate),
        dateOrDash(role.endDate),
      ],
    })),
  }
}

function people(data: DossierData, label: 'MANAGEMENT' | 'SHAREHOLDERS'): DossierSection {
  const entry = data.slices[label]
  const title = label === 'MANAGEMENT' ? t`Management` : t`Shareholders`
  const missing = unavailable(entry)
  const lists = missing ? null : rolesOf(entry, data.org.id, label)
  const blocks: DossierBlock[] = missing ? [missing] : []
  if (!missing && !lists)
    blocks.push({
      kind: 'paragraph',
      tone: 'muted',
      text: t`Delivered in a shape the explorer cannot read.`,
    })
  if (lists) {
    const share = label === 'SHAREHOLDERS'
    blocks.push({ kind: 'paragraph', text: t`Current` })
    blocks.push(
      lists.current.length
        ? roleTable(lists.current, share)
        : { kind: 'paragraph', tone: 'muted', text: t`None on file.` },
    )
    blocks.push({ kind: 'paragraph', text: t`Past` })
    blocks.push(
      lists.past.length
        ? roleTable(lists.past, share)
        : { kind: 'paragraph', tone: 'muted', text: t`None on file.` },
    )
  }
  return { id: label.toLowerCase(), title, blocks }
}

function beneficialOwners(result: BeneficialOwnerResult): DossierSection {
  const reference = GWG_REFERENCE
  const blocks: DossierBlock[] = [
    {
      kind: 'paragraph',
      text: t`The rule (${reference}): a beneficial owner is a natural person who holds more than 25 % of the capital directly, or through companies the person controls (more than 50 %); where nobody does and nothing missing could hide anyone, the legal representatives count as fictitious beneficial owners.`,
    },
  ]
  const verdict =
    result.verdict === 'owners'
      ? t`Verdict: the beneficial owners are determined.`
      : result.verdict === 'fictitious'
        ? t`Verdict: nobody holds more than 25 %; the legal representatives are the fictitious beneficial owners.`
        : t`Verdict: cannot be determined from the register data; what is missing could hide a beneficial owner (a Transparenzregister extract is the next step).`
  blocks.push({
    kind: 'paragraph',
    tone: result.verdict === 'cannot-be-determined' ? 'warning' : undefined,
    text: verdict,
  })
  if (result.owners.length)
    blocks.push({
      kind: 'table',
      columns: [
        { header: t`Beneficial owner` },
        { header: t`Counted share`, numeric: true },
        { header: t`Paths` },
      ],
      rows: result.owners.map((owner) => ({
        cells: [
          owner.person.name,
          percent(owner.countedShare),
          owner.paths
            .map((path) =>
              path.links
                .map((link) => `${link.holder.name} → ${link.held.name} (${percent(link.share)})`)
                .join('; '),
            )
            .join(' | ') || '—',
        ],
      })),
    })
  if (result.otherHolders.length)
    blocks.push({
      kind: 'table',
      columns: [
        { header: t`Other natural persons with a holding` },
        { header: t`Counted share`, numeric: true },
      ],
      rows: result.otherHolders.map((holder) => ({
        cells: [holder.person.name, percent(holder.countedShare)],
      })),
    })
  const representatives = result.legalRepresentatives ?? []
  if (result.verdict !== 'owners' && representatives.length)
    blocks.push({
      kind: 'table',
      columns: [
        {
          header:
            result.verdict === 'fictitious'
              ? t`Fictitious beneficial owners (legal representatives)`
              : t`Would be the fictitious beneficial owners`,
        },
        { header: t`Role` },
      ],
      rows: representatives.map((role) => ({ cells: [role.entity.name, role.role] })),
    })
  const missing = result.missing.filter((piece) => piece.couldMatter)
  if (missing.length)
    blocks.push({
      kind: 'table',
      columns: [{ header: t`What is missing` }, { header: t`Company` }],
      rows: missing.map((piece) => ({
        cells: [
          piece.kind === 'gap'
            ? t`${percent(piece.unaccounted)} of the capital not accounted for`
            : piece.kind === 'unknown-share'
              ? t`holders without a stated share`
              : piece.kind === 'unresolved'
                ? t`owners of ${piece.holder.name} not followed`
                : t`no shareholder list`,
          piece.company.name,
        ],
      })),
    })
  return { id: 'beneficial-owners', title: t`Beneficial owners`, blocks }
}

function treeSection(data: DossierData, result: BeneficialOwnerResult): DossierSection {
  const tree: OwnershipTree = buildOwnershipTree({
    root: { id: data.org.id, type: 'ORGANIZATION', name: data.org.name },
    shareholders: (id) =>
      id === data.org.id
        ? filingOf(data.slices.SHAREHOLDERS, id)
        : filingOf(data.ownerSlices.get(id), id),
    shareholdings: (id) =>
      id === data.org.id ? holdingsOf(data.slices.SHAREHOLDINGS, id) : { status: 'not-loaded' },
    // The tree page's default bounds: three levels of owners, the direct subsidiaries.
    depthUp: 3,
    depthDown: 1,
    beneficialOwnerIds: new Set(result.owners.map((owner) => owner.person.id!).filter(Boolean)),
  })
  const layers = [...new Set(tree.nodes.map((node) => node.layer))].sort((a, b) => a - b)
  const owner = t`beneficial owner`
  return {
    id: 'ownership-tree',
    title: t`Ownership tree`,
    blocks:
      tree.nodes.length <= 1
        ? [
            {
              kind: 'paragraph',
              tone: 'muted',
              text: t`No shareholders or subsidiaries on file to draw.`,
            },
          ]
        : [
            {
              kind: 'tree',
              layers: layers.map((layer) => ({
                layer,
                nodes: tree.nodes
                  .filter((node) => node.layer === layer)
                  .map((node) => ({
                    key: node.key,
                    label: node.beneficialOwner
                      ? `${node.entity.name} (${owner})`
                      : node.entity.name,
                    owner: node.beneficialOwner,
                  })),
              })),
              edges: tree.edges.map((edge) => ({
                from: edge.from,
                to: edge.to,
                label: percent(edge.share),
              })),
            },
          ],
  }
}

function keyFigures(data: DossierData): DossierSection {
  const entry = data.slices.FINANCIALS_KPI
  const years: KpiYear[] = parseKpis(read(entry)) ?? []
  const missing = unavailable(entry)
  return {
    id: 'key-figures',
    title: t`Key figures`,
    blocks: missing
      ? [missing]
      : [
          {
            kind: 'table',
            columns: [
              { header: t`Year` },
              { header: t`Revenue`, numeric: true },
              { header: t`Net income`, numeric: true },
              { header: t`Balance-sheet total`, numeric: true },
              { header: t`Employees`, numeric: true },
            ],
            rows: [...years].reverse().map((year) => ({
              cells: [
                formatCode(year.year),
                formatEuroAmount(year.revenue),
                formatEuroAmount(year.netIncome),
                formatEuroAmount(year.balanceSheetTotal),
                formatNumber(year.employees),
              ],
            })),
          },
        ],
  }
}

/** Last three years side by side; rows by the latest year's structure. */
function statement(data: DossierData, label: 'BALANCE_SHEET' | 'PROFIT_AND_LOSS'): DossierSection {
  const entry = data.slices[label]
  const title =
    label === 'BALANCE_SHEET' ? t`Balance sheet (§ 266 HGB)` : t`Profit and loss (§ 275 HGB)`
  const missing = unavailable(entry)
  const years = (parseAccountYears(read(entry)) ?? []).slice(0, 3)
  if (missing || years.length === 0)
    return {
      id: label === 'BALANCE_SHEET' ? 'balance-sheet' : 'profit-and-loss',
      title,
      blocks: [missing ?? { kind: 'paragraph', tone: 'muted', text: t`Not published.` }],
    }
  const totals = years.map((year) => {
    const byPath = new Map<string, number | null>()
    const walk = (nodes: AccountNode[]) =>
      nodes.forEach((node) => {
        byPath.set(node.path, node.total)
        walk(node.children)
      })
    walk(year.roots)
    return byPath
  })
  const german = i18n.locale === 'de'
  const nameOf = (node: AccountNode) => (german ? (node.germanName ?? node.name) : node.name) ?? '—'
  const rows: { cells: string[]; emphasis?: boolean; indent?: number }[] = []
  const cells = (node: AccountNode) =>
    totals.map((byPath) => formatEuroAmount(byPath.get(node.path) ?? null))
  if (label === 'PROFIT_AND_LOSS') {
    for (const line of profitAndLossStatement(years[0]!.roots).lines) {
      const number = line.number === null ? '' : `${line.number}. `
      const mark =
        line.kind === 'subtotal'
          ? ` (${t({ message: 'subtotal', context: 'a sum the statute does not number' })})`
          : ''
      rows.push({
        cells: [`${number}${statuteName(nameOf(line.node))}${mark}`, ...cells(line.node)],
        emphasis: line.subtotal,
      })
    }
  } else {
    const walk = (nodes: AccountNode[], level: number) =>
      nodes.forEach((node) => {
        rows.push({ cells: [nameOf(node), ...cells(node)], emphasis: level === 0, indent: level })
        walk(node.children, level + 1)
      })
    walk(balanceSheetOrder(years[0]!.roots), 0)
  }
  return {
    id: label === 'BALANCE_SHEET' ? 'balance-sheet' : 'profit-and-loss',
    title,
    blocks: [
      {
        kind: 'table',
        columns: [
          { header: t`Account` },
          ...years.map((year) => ({ header: formatCode(year.year), numeric: true })),
        ],
        rows,
      },
    ],
  }
}

function publications(data: DossierData): DossierSection {
  const history = parseTimeline(read(data.slices.PUBLICATIONS)) ?? []
  const notices = parseInsolvencyNotices(read(data.slices.INSOLVENCY)) ?? []
  const blocks: DossierBlock[] = [{ kind: 'paragraph', text: t`Register publications (latest 15)` }]
  blocks.push(
    history.length
      ? {
          kind: 'table',
          columns: [{ header: t`Date` }, { header: t`Publication` }],
          rows: history.slice(0, 15).map((event) => ({
            cells: [
              dateOrDash(event.date),
              [pickText(event.title, i18n.locale), pickText(event.text, i18n.locale)]
                .filter(Boolean)
                .join(': ') || dash(event.category),
            ],
          })),
        }
      : (unavailable(data.slices.PUBLICATIONS) ?? {
          kind: 'paragraph',
          tone: 'muted',
          text: t`None on file.`,
        }),
  )
  blocks.push({ kind: 'paragraph', text: t`Insolvency notices` })
  blocks.push(
    notices.length
      ? {
          kind: 'table',
          columns: [{ header: t`Date` }, { header: t`Court and case` }, { header: t`Notice` }],
          rows: notices.map((notice) => ({
            cells: [
              dateOrDash(notice.date),
              [notice.court, notice.caseNumber].filter(Boolean).join(' · ') || '—',
              pickText(notice.text, i18n.locale) ?? dash(notice.category),
            ],
          })),
        }
      : (unavailable(data.slices.INSOLVENCY) ?? {
          kind: 'paragraph',
          tone: 'muted',
          text: t`None on file.`,
        }),
  )
  return { id: 'publications', title: t`Register publications and insolvency notices`, blocks }
}

function headOffice(data: DossierData): DossierSection {
  const address = data.org.address
  const line = address?.formattedAddress ? localizeAddress(address.formattedAddress) : null
  const coordinate = address?.coordinate
  return {
    id: 'head-office',
    title: t`Head office`,
    blocks: [
      { kind: 'paragraph', text: dash(line) },
      coordinate
        ? { kind: 'map', lat: coordinate.lat, lon: coordinate.lon, label: line ?? data.org.name }
        : {
            kind: 'paragraph',
            tone: 'muted',
            text: t`The address has no coordinate to show on a map.`,
          },
    ],
  }
}

function sourceLine(section: string, source: DossierSource, version: string): DossierSourceLine {
  return {
    section,
    request: `${source.method} /api/v2${source.path}${source.key ? ` (${source.label}, key ${source.key})` : ''}`,
    dataVersion: version,
    retrievedAt: source.retrievedAt ?? '—',
  }
}

/**
 * The whole dossier. `origin` is the explorer's address (for the version-pinned link);
 * `generatedAt` the moment it is made (ISO 8601).
 */
export function dossierContent(
  data: DossierData,
  origin: string,
  generatedAt: string,
): DossierContent {
  const result = ownershipOf(data)
  const sections = [
    cover(data, generatedAt),
    identity(data),
    people(data, 'MANAGEMENT'),
    people(data, 'SHAREHOLDERS'),
    beneficialOwners(result),
    treeSection(data, result),
    keyFigures(data),
    statement(data, 'BALANCE_SHEET'),
    statement(data, 'PROFIT_AND_LOSS'),
    publications(data),
    headOffice(data),
  ]
  const version = data.org.version ?? '—'
  const recordVersion = t`fb_entity_version ${version} (organization record)`
  const bySection: [string, DossierSource][] = [
    [t`Cover, identity, head office`, data.recordSource],
    [t`Management`, data.slices.MANAGEMENT.source],
    [t`Shareholders, beneficial owners, ownership tree`, data.slices.SHAREHOLDERS.source],
    [t`Ownership tree (subsidiaries)`, data.slices.SHAREHOLDINGS.source],
    ...[...data.ownerSlices.values()].map((entry): [string, DossierSource] => [
      t`Beneficial owners, ownership tree (a company above)`,
      entry.source,
    ]),
    [t`Key figures`, data.slices.FINANCIALS_KPI.source],
    [t`Balance sheet`, data.slices.BALANCE_SHEET.source],
    [t`Profit and loss`, data.slices.PROFIT_AND_LOSS.source],
    [t`Register publications`, data.slices.PUBLICATIONS.source],
    [t`Insolvency notices, cover`, data.slices.INSOLVENCY.source],
  ]
  return {
    format: 'datahub-explorer-dossier/1',
    language: i18n.locale,
    organizationId: data.org.id,
    name: data.org.name,
    registerId: data.org.register.entityName,
    generatedAt,
    link: versionLink(data, origin),
    sections,
    sources: bySection.map(([section, source]) => sourceLine(section, source, recordVersion)),
  }
}

/**
 * The explorer's page for this organization, pinned to the record's version and that version's
 * day: opening it says whether the data shown now is still that version.
 */
function versionLink(data: DossierData, origin: string): string {
  const params = new URLSearchParams()
  if (data.org.version) params.set('version', data.org.version)
  const day = data.org.updatedAt?.slice(0, 10)
  if (data.org.version && day && /^\d{4}-\d{2}-\d{2}$/.test(day)) params.set('versionDate', day)
  if (i18n.locale === 'de') params.set('lang', 'de')
  const query = params.toString()
  return `${origin}/organizations/${encodeURIComponent(data.org.id)}${query ? `?${query}` : ''}`
}

/** The exact bytes the hash covers and the PDF attaches. */
export function canonicalContent(content: DossierContent): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(content))
}

/** SHA-256 of the canonical content, as 64 lower-case hex digits. */
export async function contentHash(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
