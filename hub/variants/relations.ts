/**
 * Relation slices in their documented shapes, chosen by the envelope's `label` (and the type of
 * the entity it was resolved for): the JSON the normal hub answered is all this layer reads.
 */
import type { HubRef } from './names'
import { careerLinks, nearbyLinks, networkWithAttributeNames, uboLinks } from './people-links'
import { managementLinks, shareholderLinks, shareholdingLinks } from './roles'

export interface Envelope {
  label?: string
  entity_from?: HubRef
  entity?: { value?: unknown } & Record<string, unknown>
}

type Rewrite = (value: unknown, from: HubRef) => unknown

const BY_LABEL: Record<string, Rewrite> = {
  MANAGEMENT: managementLinks,
  SHAREHOLDERS: shareholderLinks,
  SHAREHOLDINGS: shareholdingLinks,
  UBO: uboLinks,
  NEARBY_ORGANIZATIONS: (value) => nearbyLinks(value),
  ENTITY_NETWORK: (value) => networkWithAttributeNames(value),
}

/** Person History (5990434853) shares its label with the organization's register publications. */
function rewriteFor(envelope: Envelope): Rewrite | undefined {
  if (envelope.label === 'PUBLICATIONS')
    return envelope.entity_from?.entity_type === 'PERSON' ? careerLinks : undefined
  return envelope.label ? BY_LABEL[envelope.label] : undefined
}

export function documentedEnvelope(envelope: Envelope): Envelope {
  const rewrite = rewriteFor(envelope)
  if (!rewrite || !envelope.entity || !envelope.entity_from) return envelope
  return {
    ...envelope,
    entity: { ...envelope.entity, value: rewrite(envelope.entity.value, envelope.entity_from) },
  }
}
