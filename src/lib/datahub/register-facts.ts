/**
 * The register facts an analyst files beside a company's name: its share capital, when it was
 * first registered and what the register last recorded. The organization record rarely carries
 * them (docs/datahub-api.md §5.1 lists no capital and no registration date), so they come from
 * where the data does: the record's capital when it has one, else the sum of the current
 * shareholders' nominal amounts (labelled as such: an AG may list only its major holders); the
 * register history's first registration and its latest entry.
 */
import { pickText, type DeliveredText } from './fields'
import type { OrganizationView } from './organization-record'
import type { RoleLists } from './roles'

export interface ShareCapital {
  amount: number
  /** `record`: stated by the record; `shareholders`: the sum of the shareholders' nominal amounts. */
  basis: 'record' | 'shareholders'
}

export interface RegisterEvent {
  date: string
  category: string | null
  title: string | null
}

export interface RegisterFacts {
  shareCapital: ShareCapital | null
  /** The date of the register's first entry (a NEW_REGISTRATION publication), else null. */
  firstRegistration: string | null
  latestEvent: RegisterEvent | null
}

/** An entry of the register history as the timeline reads it. */
export interface RegisterPublication {
  date: string | null
  category: string | null
  title: DeliveredText | null
}

const FIRST_REGISTRATION = /^(NEW_REGISTRATION|REGISTRATION|NEUEINTRAGUNG)$/i

export function registerFacts(
  org: Pick<OrganizationView, 'shareCapital'>,
  shareholders: RoleLists | null,
  publications: readonly RegisterPublication[] | null,
  locale?: string,
): RegisterFacts {
  let shareCapital: ShareCapital | null =
    org.shareCapital !== null ? { amount: org.shareCapital, basis: 'record' } : null
  const nominal = (shareholders?.current ?? []).map((role) => role.shareNominalEur)
  if (!shareCapital && nominal.length > 0 && nominal.every((amount) => amount !== null))
    shareCapital = {
      amount: nominal.reduce((sum: number, amount) => sum + amount!, 0),
      basis: 'shareholders',
    }
  const dated = (publications ?? []).filter(
    (entry): entry is RegisterPublication & { date: string } => Boolean(entry.date),
  )
  const byDate = [...dated].sort((a, b) => a.date.localeCompare(b.date))
  const first = byDate.find((entry) => entry.category && FIRST_REGISTRATION.test(entry.category))
  const latest = byDate.at(-1)
  return {
    shareCapital,
    firstRegistration: first?.date ?? null,
    latestEvent: latest
      ? { date: latest.date, category: latest.category, title: pickText(latest.title, locale) }
      : null,
  }
}
