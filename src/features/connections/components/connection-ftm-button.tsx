/**
 * The connection finder's result in FollowTheMoney terms: the entities on the paths and every
 * role the search read between neighbours on a path. No call is made.
 */
import { FtmExportButton } from '@/components/export/ftm-export-button'
import type { ConnectionEntity } from '../api/connection-graph'
import type { ConnectionPathView } from '../api/connection-paths'

const ref = (entity: ConnectionEntity) => ({ id: entity.id, type: entity.type, name: entity.name })

export function ConnectionFtmButton({ views }: { views: ConnectionPathView[] }) {
  return (
    <FtmExportButton
      fileBase="connection"
      fill={(ftm) => {
        for (const view of views) {
          for (const entity of view.entities) ftm.reference(ref(entity))
          for (const step of view.steps)
            for (const role of step.roles) {
              // A role runs from its holder to the organization, whichever way the path reads.
              const [holder, target] = role.forward ? [step.from, step.to] : [step.to, step.from]
              ftm.role(ref(holder), ref(target), {
                label: role.label,
                startDate: role.startDate,
                endDate: role.endDate,
                sharePercent: role.sharePercentage,
              })
            }
        }
      }}
    />
  )
}
