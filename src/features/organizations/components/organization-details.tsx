import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { pickTextWithLanguage } from '@/lib/datahub/fields'
import { industryLabel, type OrganizationView } from '@/lib/datahub/organization-record'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-800">{children}</div>
    </section>
  )
}

/** Business purpose, other names and industry codes: the descriptive part of the record. */
export function OrganizationDetails({ org }: { org: OrganizationView }) {
  const { t, i18n } = useLingui()
  // The interface's language when the register entry has it, else the other, marked (lang).
  const purpose = pickTextWithLanguage(org.purpose, i18n.locale)
  return (
    <>
      <Section title={t`Business purpose`}>
        {purpose ? (
          <p
            lang={purpose.lang && purpose.lang !== i18n.locale ? purpose.lang : undefined}
            className="max-w-prose whitespace-pre-line"
            data-testid="business-purpose"
          >
            {purpose.text}
          </p>
        ) : (
          <p className="text-slate-600">
            <Trans>The register records no business purpose.</Trans>
          </p>
        )}
      </Section>
      <Section title={t`Other names`}>
        {org.otherNames.length > 0 ? (
          <ul className="list-disc pl-6">
            {org.otherNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">
            <Trans>No other names are recorded.</Trans>
          </p>
        )}
      </Section>
      <Section title={t`Industry codes`}>
        {org.industryCodes.length > 0 || org.webCategories.length > 0 ? (
          <ul className="space-y-1">
            {org.industryCodes.map((code) => (
              <li key={`${code.system}-${code.code}`}>
                <span className="font-mono">{code.code}</span>{' '}
                {industryLabel(code, i18n.locale) ?? ''}{' '}
                {code.system ? (
                  <span className="text-sm text-slate-600">({code.system})</span>
                ) : null}
              </li>
            ))}
            {org.webCategories.map((category) => (
              <li key={category}>
                {category}{' '}
                <span className="text-sm text-slate-600">
                  <Trans>(web classification)</Trans>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">
            <Trans>No industry classification is recorded.</Trans>
          </p>
        )}
      </Section>
    </>
  )
}
