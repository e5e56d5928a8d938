import type { ReactNode } from 'react'
import { pickText } from '@/lib/datahub/fields'
import type { OrganizationView } from '@/lib/datahub/organization-record'

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
  const purpose = pickText(org.purpose, 'de')
  return (
    <>
      <Section title="Business purpose">
        {purpose ? (
          <p lang={org.purpose?.de ? 'de' : 'en'} className="max-w-prose whitespace-pre-line">
            {purpose}
          </p>
        ) : (
          <p className="text-slate-600">The register records no business purpose.</p>
        )}
      </Section>
      <Section title="Other names">
        {org.otherNames.length > 0 ? (
          <ul className="list-disc pl-6">
            {org.otherNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No other names are recorded.</p>
        )}
      </Section>
      <Section title="Industry codes">
        {org.industryCodes.length > 0 || org.webCategories.length > 0 ? (
          <ul className="space-y-1">
            {org.industryCodes.map((code) => (
              <li key={`${code.system}-${code.code}`}>
                <span className="font-mono">{code.code}</span> {code.label ?? ''}{' '}
                {code.system ? (
                  <span className="text-sm text-slate-600">({code.system})</span>
                ) : null}
              </li>
            ))}
            {org.webCategories.map((category) => (
              <li key={category}>
                {category} <span className="text-sm text-slate-600">(web classification)</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No industry classification is recorded.</p>
        )}
      </Section>
    </>
  )
}
