import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import { OrganizationDetails } from './organization-details'
import { OrganizationFacts } from './organization-facts'

const org: OrganizationView = {
  id: 'a'.repeat(32),
  version: null,
  name: 'Muster GmbH',
  subtype: null,
  status: { code: 'ACTIVE', active: true, detail: null },
  legalForm: { code: 'GmbH', name: null },
  register: {
    entityName: 'München HRB 271144',
    court: 'München',
    courtId: null,
    type: 'HRB',
    number: '271144',
    extra: null,
  },
  foundingDate: '2026-03-02',
  cessationDate: null,
  address: null,
  otherAddresses: [],
  contact: { website: null, phone: null, email: null },
  purpose: null,
  otherNames: [],
  industryCodes: [{ system: 'WZ2008', code: '62.01.0', label: null }],
  webCategories: [],
  jurisdiction: null,
  source: null,
  updatedAt: null,
  shareCapital: null,
}

describe('organization facts in both languages', () => {
  it('reads English, with an unambiguous English date', () => {
    render(<OrganizationFacts org={org} />)
    expect(screen.getByText('Register ID')).toBeVisible()
    expect(screen.getByText('München HRB 271144')).toBeVisible()
    expect(screen.getByText('2 Mar 2026')).toBeVisible()
    expect(screen.getByText('No cessation recorded')).toBeVisible()
  })

  it('reads German, with a German date and the register number as it is', async () => {
    await act(() => activateLocale('de'))
    render(
      <>
        <OrganizationFacts org={org} />
        <OrganizationDetails org={org} />
      </>,
    )
    expect(screen.getByText('Registernummer')).toBeVisible()
    expect(screen.getByText('München HRB 271144')).toBeVisible()
    expect(screen.getByText('Gegründet')).toBeVisible()
    expect(screen.getByText('02.03.2026')).toBeVisible()
    expect(screen.getByText('Kein Erlöschen eingetragen')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Unternehmensgegenstand' })).toHaveTextContent(
      'Das Register verzeichnet keinen Unternehmensgegenstand.',
    )
    expect(screen.getByRole('region', { name: 'Branchencodes' })).toHaveTextContent('62.01.0')
  })
})
