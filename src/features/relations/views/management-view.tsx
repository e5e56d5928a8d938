import { parseRoleLists } from '../api/models/people-models'
import { RoleTables } from '../components/role-tables'
import type { RelationViewProps } from '../components/relation-view-props'
import GenericView from './generic-view'

export default function ManagementView(props: RelationViewProps) {
  const lists = parseRoleLists(props.value)
  if (!lists) return <GenericView {...props} />
  return <RoleTables lists={lists} noun="managers and officers" withShares={false} />
}
