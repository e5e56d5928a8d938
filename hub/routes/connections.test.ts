/**
 * What the connection finder relies on in the generated data and in ENTITY_NETWORK: connections of
 * 1 to 4 steps exist (the e2e tests and the benchmark name them through findConnectionPairs), the
 * network of depth k lists every role within k hops, so the depth-2 networks of the two ends of a
 * 4-step pair meet, and shareholder links carry their share.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../testing/contract/relations'
import {
  findConnectionPairs,
  findOwnershipChainPair,
  type ConnectionPair,
} from '../testing/connection-pairs'
import { relationKit, type Kit } from '../testing/relation-test-kit'

const NETWORK = { ORGANIZATION: '3138484719', PERSON: '2545866067' } as const

let kit: Kit
let pairs: ConnectionPair[]

beforeAll(async () => {
  kit = await relationKit()
  pairs = findConnectionPairs(kit.db)
})

async function reachable(id: string, type: keyof typeof NETWORK, depth: number) {
  const network = await kit.value(NETWORK[type], id, contract.networkSchema, {
    params: { depth },
  })
  return {
    network,
    ids: new Set(
      network.links.flatMap((link) => [link.entity_from.fb_entity_id, link.entity_to.fb_entity_id]),
    ),
  }
}

describe('connections in the generated data', () => {
  it('has pairs at exactly 1, 2, 3 and 4 steps, deterministically', () => {
    expect(pairs.map((pair) => pair.steps)).toEqual([1, 2, 3, 4])
    for (const pair of pairs) expect(pair.path).toHaveLength(pair.steps + 1)
    expect(findConnectionPairs(kit.db)).toEqual(pairs)
  })

  it('ENTITY_NETWORK of depth 2 from both ends of the 4-step pair meets in the middle', async () => {
    const pair = pairs[3]!
    const from = await reachable(pair.from.id, pair.from.type, 2)
    const to = await reachable(pair.to.id, pair.to.type, 2)
    expect(from.ids.has(pair.path[2]!)).toBe(true)
    expect(to.ids.has(pair.path[2]!)).toBe(true)
    // Nothing closer: the far end is not within the first network, as the oracle says.
    expect(from.ids.has(pair.to.id)).toBe(false)
  })

  it('ENTITY_NETWORK links of shareholder roles carry the share of the roles table', async () => {
    const id = kit.one<{ id: string }>(
      `SELECT holder_id AS id FROM roles WHERE holder_type = 'ORGANIZATION' AND share_percentage IS NOT NULL
       ORDER BY holder_id LIMIT 1`,
    ).id
    const { network } = await reachable(id, 'ORGANIZATION', 1)
    const shares = network.links.filter((link) => link.meta.share_percentage !== undefined)
    expect(shares.length).toBeGreaterThan(0)
    for (const link of network.links) {
      const row = kit.one<{ share: number | null }>(
        `SELECT share_percentage AS share FROM roles WHERE holder_id = ? AND organization_id = ?
         AND label = ? AND start_date = ?`,
        link.entity_from.fb_entity_id,
        link.entity_to.fb_entity_id,
        link.label,
        link.meta.start_date,
      )
      expect(link.meta.share_percentage ?? null).toBe(row.share)
    }
  })

  it('has a two-step ownership chain of current shares, the only path between its ends', () => {
    const chain = findOwnershipChainPair(kit.db)
    expect(chain.shares.every((share) => share > 0 && share <= 100)).toBe(true)
    expect(chain.from.id).not.toBe(chain.to.id)
  })
})
