import { parseRoleLists } from '../api/models/people-models'
import { RoleTables } from '../components/role-tables'
import type { RelationViewProps } from '../components/relation-view-props'
import GenericView from './generic-view'

/** Shareholders of the organization, or (SHAREHOLDINGS) the organizations it holds shares in. */
export default function OwnershipView(props: RelationViewProps) {
  const lists = parseRoleLists(props.value)
  if (!lists) return <GenericView {...props} />
  const noun = props.definition.label === 'SHAREHOLDINGS' ? 'shareholdings' : 'shareholders'
  return <RoleTables lists={lists} noun={noun} withShares />
}
