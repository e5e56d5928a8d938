import { parsePeopleSlice } from '../api/models/people-models'
import { RoleTables } from '../components/role-tables'
import { defineSlice } from '../slice'

/** Shareholders of the organization, or (SHAREHOLDINGS) the organizations it holds shares in. */
export const slice = defineSlice({
  parse: parsePeopleSlice,
  isEmpty: (lists) => lists.current.length === 0 && lists.past.length === 0,
  View: ({ model, definition }) => (
    <RoleTables
      lists={model}
      noun={definition.label === 'SHAREHOLDINGS' ? 'shareholdings' : 'shareholders'}
      withShares
    />
  ),
})
