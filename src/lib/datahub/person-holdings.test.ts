import { personOwnership, type NetworkLike } from './person-holdings'

const node = (key: string, type: 'PERSON' | 'ORGANIZATION') => ({
  key,
  entity: { id: key, type, name: key },
})
const edge = (from: string, to: string, percent: number | null, endDate: string | null = null) => ({
  from,
  to,
  label: 'SHAREHOLDER',
  startDate: '2020-01-01',
  endDate,
  sharePercent: percent,
})

describe('personOwnership', () => {
  const network: NetworkLike = {
    nodes: [
      node('anna', 'PERSON'),
      node('bert', 'PERSON'),
      node('holding', 'ORGANIZATION'),
      node('target', 'ORGANIZATION'),
      node('minor', 'ORGANIZATION'),
      node('old', 'ORGANIZATION'),
    ],
    edges: [
      edge('anna', 'holding', 60),
      edge('bert', 'holding', 40),
      edge('holding', 'target', 30),
      edge('anna', 'minor', 20),
      edge('anna', 'old', 90, '2019-01-01'),
      { ...edge('anna', 'target', null), label: 'MANAGING_DIRECTOR' },
    ],
  }

  it('lists the holdings, current first, with shares and dates', () => {
    const { holdings } = personOwnership(network, 'anna')
    expect(holdings.map((h) => [h.company.name, h.share, h.until])).toEqual([
      ['holding', 0.6, null],
      ['minor', 0.2, null],
      ['old', 0.9, '2019-01-01'],
    ])
  })

  it('names the companies of which the person is a beneficial owner by the control rule', () => {
    const { ownerOf } = personOwnership(network, 'anna')
    // 60 % of the holding (control), which holds 30 % of the target: an owner of both.
    expect(ownerOf.map((entry) => [entry.company.name, entry.holding.countedShare])).toEqual([
      ['holding', 0.6],
      ['target', 0.3],
    ])
    // Bert holds 40 % of the holding: an owner of it, not of the target.
    expect(personOwnership(network, 'bert').ownerOf.map((e) => e.company.name)).toEqual(['holding'])
  })
})
