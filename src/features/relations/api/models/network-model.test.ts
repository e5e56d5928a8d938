import { parseNetwork } from './network-model'

const A = 'a'.repeat(32)
const B = 'b'.repeat(32)
const C = 'c'.repeat(32)

describe('parseNetwork', () => {
  it('builds nodes with their smallest depth and edges with role words', () => {
    const model = parseNetwork({
      root: { fb_entity_id: A, entity_type: 'ORGANIZATION', display_name: 'Root GmbH' },
      links: [
        {
          depth: 1,
          label: 'MANAGING_DIRECTOR',
          entity_from: { fb_entity_id: B, entity_type: 'PERSON', display_name: 'Bea' },
          entity_to: { fb_entity_id: A, entity_type: 'ORGANIZATION', display_name: 'Root GmbH' },
          meta: { start_date: '2020-01-01', end_date: null },
        },
        {
          depth: 2,
          label: 'SHAREHOLDER',
          entity_from: { fb_entity_id: B, entity_type: 'PERSON', display_name: 'Bea' },
          entity_to: {
            fb_entity_id: C,
            entity_type: 'ORGANIZATION',
            attributes: { display_name: { en: 'Legacy AG' } },
          },
          meta: { start_date: '2019-01-01', end_date: '2021-01-01' },
        },
      ],
    })!
    expect(model.root.entity.name).toBe('Root GmbH')
    expect(model.nodes.map((node) => [node.entity.name, node.depth])).toEqual([
      ['Root GmbH', 0],
      ['Bea', 1],
      ['Legacy AG', 2],
    ])
    expect(model.edges[1]).toMatchObject({
      from: B,
      to: C,
      label: 'SHAREHOLDER',
      depth: 2,
      endDate: '2021-01-01',
    })
  })

  it('handles a network without links and rejects a shape without a root', () => {
    expect(
      parseNetwork({ root: { fb_entity_id: A, display_name: 'Solo' }, links: [] })!.edges,
    ).toEqual([])
    expect(parseNetwork([{ depth: 1 }])).toBeNull()
  })
})
