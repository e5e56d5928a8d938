import { Trans } from '@lingui/react/macro'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import { formatDate } from '@/lib/format/format'

const VERSION = /^[\w.:-]{1,80}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

interface LinkVersionNoticeProps {
  /** The record shown. */
  org: Pick<OrganizationView, 'version' | 'updatedAt'>
  /** The record's fb_entity_version the link was made from (a dossier's Sources). */
  version: string
  /** That version's day (YYYY-MM-DD), when the link says it. */
  versionDate?: string
}

/**
 * Says whether the organization record shown is the version a dossier's link was made from. The
 * Data Hub serves only the current version, so when the record has changed since, the page can
 * only say so: the dossier keeps what the data was.
 */
export function LinkVersionNotice({ org, version, versionDate }: LinkVersionNoticeProps) {
  // A version is a plain token (the Data Hub's are hex digits): anything else in a link is not
  // one, and the page then says nothing about versions. A date that is not a day is left out.
  if (!VERSION.test(version)) return null
  const linked = versionDate && DAY.test(versionDate) ? formatDate(versionDate) : null
  const current = org.version
  const currentDate = org.updatedAt ? formatDate(org.updatedAt) : null
  const same = current === version
  const linkedVersion = <code className="break-all">{version}</code>
  const currentVersion = <code className="break-all">{current}</code>
  return (
    <p
      role="note"
      data-testid="link-version-notice"
      data-same-version={same ? 'true' : 'false'}
      className={`mt-4 rounded-md border p-3 text-sm ${
        same
          ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
          : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      {same ? (
        linked ? (
          <Trans>
            This link was made from data version {linkedVersion} of {linked}. The data shown is the
            same version.
          </Trans>
        ) : (
          <Trans>
            This link was made from data version {linkedVersion}. The data shown is the same
            version.
          </Trans>
        )
      ) : current === null ? (
        <Trans>
          This link was made from data version {linkedVersion}. The Data Hub gives no version for
          the data shown now, so whether it has changed since cannot be told.
        </Trans>
      ) : linked && currentDate ? (
        <Trans>
          This link was made from data version {linkedVersion} of {linked}; the data now is version{' '}
          {currentVersion} of {currentDate}. The page shows the current data, which has changed
          since the link was made.
        </Trans>
      ) : (
        <Trans>
          This link was made from data version {linkedVersion}; the data now is version{' '}
          {currentVersion}. The page shows the current data, which has changed since the link was
          made.
        </Trans>
      )}
    </p>
  )
}
