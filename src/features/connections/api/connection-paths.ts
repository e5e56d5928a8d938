import { roleInWords } from '@/lib/datahub/roles'
import type { ConnectionEntity, ConnectionGraph, ConnectionRole } from './connection-graph'

/** One role on a step, read in the direction of the path. */
export interface StepRole {
  label: string | null
  words: string
  startDate: string | null
  endDate: string | null
  current: boolean
  /** True when the entity earlier on the path holds the role in the later one. */
  forward: boolean
  sharePercentage: number | null
}

export interface PathStep {
  from: ConnectionEntity
  to: ConnectionEntity
  /** Current roles first, then past ones, newest first. */
  roles: StepRole[]
}

/** The share one entity holds in another through a chain of current shareholdings. */
export interface ChainShare {
  holder: ConnectionEntity
  held: ConnectionEntity
  /** Step indexes covered by the chain (inclusive). */
  firstStep: number
  lastStep: number
  /** The shares along the chain in percent, holder first. */
  factors: number[]
  /** Their product, in percent. */
  effectivePercentage: number
}

export interface ConnectionPathView {
  entities: ConnectionEntity[]
  steps: PathStep[]
  chains: ChainShare[]
}

function stepRole(role: ConnectionRole, fromKey: string): StepRole {
  return {
    label: role.label,
    // Worded when read, so an answer kept across a language switch follows it.
    get words() {
      return roleInWords(role.label)
    },
    startDate: role.startDate,
    endDate: role.endDate,
    current: role.endDate === null,
    forward: role.holder === fromKey,
    sharePercentage: role.sharePercentage,
  }
}

const byCurrentThenNewest = (a: StepRole, b: StepRole) =>
  Number(b.current) - Number(a.current) || (b.startDate ?? '').localeCompare(a.startDate ?? '')

/** A path of entity keys as steps, with the effective share along each ownership chain. */
export function describePath(graph: ConnectionGraph, keys: string[]): ConnectionPathView {
  const entities = keys.map((key) => graph.entities.get(key) ?? { id: key, type: null, name: key })
  const steps: PathStep[] = []
  for (let index = 0; index + 1 < keys.length; index++) {
    const roles = graph
      .rolesBetween(keys[index]!, keys[index + 1]!)
      .map((role) => stepRole(role, keys[index]!))
      .sort(byCurrentThenNewest)
    steps.push({ from: entities[index]!, to: entities[index + 1]!, roles })
  }
  return { entities, steps, chains: ownershipChains(steps) }
}

/** The current share held along a step in the given direction, if the step is a shareholding. */
function currentShare(step: PathStep, forward: boolean): number | null {
  const role = step.roles.find(
    (candidate) =>
      candidate.current && candidate.forward === forward && candidate.sharePercentage !== null,
  )
  return role?.sharePercentage ?? null
}

/**
 * Runs of two or more consecutive steps that are all current shareholdings in the same direction:
 * A holds x % of B, B holds y % of C, so A holds x·y % of C. A past holding or a step that is not a
 * shareholding ends the run; a share the answer did not carry ends it too, so no effective share
 * is ever guessed.
 */
export function ownershipChains(steps: PathStep[]): ChainShare[] {
  const chains: ChainShare[] = []
  for (const forward of [true, false]) {
    let start = -1
    const close = (end: number) => {
      if (start >= 0 && end - start >= 1) {
        const covered = steps.slice(start, end + 1)
        const shares = covered.map((step) => currentShare(step, forward)!)
        // The holder is the first entity of the chain in the direction of ownership.
        const factors = forward ? shares : [...shares].reverse()
        chains.push({
          holder: forward ? covered[0]!.from : covered[covered.length - 1]!.to,
          held: forward ? covered[covered.length - 1]!.to : covered[0]!.from,
          firstStep: start,
          lastStep: end,
          factors,
          effectivePercentage: factors.reduce((product, share) => (product * share) / 100, 100),
        })
      }
      start = -1
    }
    steps.forEach((step, index) => {
      if (currentShare(step, forward) === null) close(index - 1)
      else if (start < 0) start = index
    })
    close(steps.length - 1)
  }
  return chains.sort((a, b) => a.firstStep - b.firstStep)
}
