import { sameEntityId } from '@/lib/datahub/fields'
import type { EntityRef } from '@/lib/datahub/entity-ref'
import type { Role, RoleLists } from '@/lib/datahub/roles'

/** The people and companies listed for one organization of the comparison. */
export interface OrganizationPeople {
  management: RoleLists | null
  shareholders: RoleLists | null
}

export interface SharedRole {
  /** Position of the organization in the comparison. */
  organization: number
  kind: 'management' | 'shareholder'
  role: string
  current: boolean
}

/** A person or company that appears at two or more of the compared organizations. */
export interface SharedEntity {
  entity: EntityRef & { id: string }
  /** The compared organizations it appears at, by position, ascending. */
  organizations: number[]
  roles: SharedRole[]
}

/**
 * Finds who the organizations share, by entity ID only (names repeat; IDs may differ by leading
 * zeros, docs/datahub-api.md §9 (13)). Former roles count: a shared former director is a link too.
 * Ordered by how many organizations share the entity, then by name.
 */
export function sharedEntities(people: OrganizationPeople[]): SharedEntity[] {
  const found: SharedEntity[] = []
  const add = (role: Role, organization: number, kind: SharedRole['kind'], current: boolean) => {
    const id = role.entity.id
    if (!id) return
    let entry = found.find((item) => sameEntityId(item.entity.id, id))
    if (!entry) {
      entry = { entity: { ...role.entity, id }, organizations: [], roles: [] }
      found.push(entry)
    }
    // A reference without a type is typed by whichever list names it with one.
    if (!entry.entity.type && role.entity.type)
      entry.entity = { ...entry.entity, type: role.entity.type }
    if (!entry.organizations.includes(organization)) entry.organizations.push(organization)
    entry.roles.push({
      organization,
      kind,
      // Worded when read (the role's own getter), so a language switch rewords it.
      get role() {
        return role.role
      },
      current,
    })
  }
  people.forEach((lists, organization) => {
    for (const [kind, roleLists] of [
      ['management', lists.management],
      ['shareholder', lists.shareholders],
    ] as const) {
      for (const role of roleLists?.current ?? []) add(role, organization, kind, true)
      for (const role of roleLists?.past ?? []) add(role, organization, kind, false)
    }
  })
  return found
    .filter((entry) => entry.organizations.length >= 2)
    .map((entry) => ({ ...entry, organizations: [...entry.organizations].sort((a, b) => a - b) }))
    .sort(
      (a, b) =>
        b.organizations.length - a.organizations.length ||
        a.entity.name.localeCompare(b.entity.name, 'de'),
    )
}

/** Whether an entity is among the shared ones (for highlighting it in each organization's list). */
export function isShared(shared: SharedEntity[], id: string | null): boolean {
  return !!id && shared.some((entry) => sameEntityId(entry.entity.id, id))
}
