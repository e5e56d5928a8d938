import { parsePeopleSlice } from '../api/models/people-models'
import { RoleTables } from '../components/role-tables'
import { defineSlice } from '../slice'

export const slice = defineSlice({
  parse: parsePeopleSlice,
  isEmpty: (lists) => lists.current.length === 0 && lists.past.length === 0,
  View: ({ model }) => <RoleTables lists={model} noun="managers" withShares={false} />,
})
