/**
 * Shareholders of a test company as the monitor's owner tests need them: two people and a holding
 * company, and their SHAREHOLDERS slice in the hub's own shape (`{current, past}` of flat roles).
 */
export type Holder = {
  id: string
  type: 'PERSON' | 'ORGANIZATION'
  name: string
  share: number | null
}

export const ANNA = 'a0000000000000000000000000000001'
export const BERND = 'b0000000000000000000000000000002'
export const HOLDING = 'd0000000000000000000000000000003'

export const anna = (share: number | null): Holder => ({
  id: ANNA,
  type: 'PERSON',
  name: 'Anna Beispiel',
  share,
})
export const bernd = (share: number | null): Holder => ({
  id: BERND,
  type: 'PERSON',
  name: 'Bernd Muster',
  share,
})
export const holding = (share: number | null): Holder => ({
  id: HOLDING,
  type: 'ORGANIZATION',
  name: 'Muster Holding GmbH',
  share,
})

/** The hub's own shape of a SHAREHOLDERS slice: `{current, past}` of flat roles. */
export const hubShareholderSlice = (holders: Holder[]) => ({
  current: holders.map((holder) => ({
    fb_entity_id: holder.id,
    entity_type: holder.type,
    display_name: holder.name,
    label: 'SHAREHOLDER',
    start_date: '2020-01-01',
    end_date: null,
    share_percentage: holder.share,
    share_nominal_eur: null,
  })),
  past: [],
})
