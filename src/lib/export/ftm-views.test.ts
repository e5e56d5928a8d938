import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import type { Role } from '@/lib/datahub/roles'
import { buildFtm, type FtmBuilder } from './ftm-views'
import { validateFtm, type FtmModel } from './ftm-validate'
import type { FtmEntity } from './ftm'

const require = createRequire(import.meta.url)
const model = JSON.parse(
  readFileSync(require.resolve('@alephdata/followthemoney/dist/defaultModel.json'), 'utf8'),
) as FtmModel

const ORG_ID = '0123456789abcdef0123456789abcdef'
const org: OrganizationView = {
  id: ORG_ID,
  version: '7',
  name: 'Müller Maschinenbau GmbH',
  subtype: null,
  status: { code: 'ACTIVE', active: true, detail: null },
  legalForm: { code: 'GmbH', name: 'Gesellschaft mit beschränkter Haftung' },
  register: {
    entityName: 'München HRB 271144',
    court: 'München',
    courtId: null,
    type: 'HRB',
    number: '271144',
    extra: null,
  },
  foundingDate: '1998-04-01',
  cessationDate: null,
  address: {
    id: 'loc1',
    version: null,
    subtype: null,
    formattedAddress: 'Leopoldstraße 12, 80802 München',
    coordinate: { lat: 48.16, lon: 11.58 },
    components: [],
    street: 'Leopoldstraße',
    houseNumber: '12',
    postalCode: '80802',
    city: 'München',
    county: null,
    state: 'Bayern',
    country: 'DEU',
    level: null,
    elevation: null,
    alternativeNames: [],
  },
  otherAddresses: [],
  contact: { website: null, phone: null, email: null },
  purpose: null,
  otherNames: [],
  industryCodes: [],
  webCategories: [],
  jurisdiction: null,
  source: null,
  updatedAt: null,
  shareCapital: null,
}
const target = { id: ORG_ID, type: 'ORGANIZATION' as const, name: org.name }
const role = (id: string, label: string | null, sharePercent: number | null = null): Role => ({
  entity: { id, type: 'PERSON', name: `Person ${id}` },
  label,
  startDate: '2015-01-01',
  endDate: null,
  role: label ?? '',
  sharePercent,
  shareNominalEur: null,
})

function lines(fill: (ftm: FtmBuilder) => void): FtmEntity[] {
  const source = {
    publisher: 'Data Hub',
    url: 'http://x/organizations/1',
    retrievedAt: '2026-11-28T05:00:00Z',
  }
  return buildFtm(source, fill)
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as FtmEntity)
}

describe('FtM from the explorer’s views', () => {
  it('writes an organization with its management and shareholders, valid against the FtM model', () => {
    const entities = lines((ftm) => {
      ftm.organization(org)
      ftm.roles(target, { current: [role('p1', 'MANAGING_DIRECTOR')], past: [] })
      // A SHAREHOLDERS slice: ownerships whatever the label says.
      ftm.roles(target, { current: [role('p2', null, 40)], past: [] }, 'ownership')
    })
    expect(validateFtm(model, entities)).toEqual([])
    const byId = new Map(entities.map((entity) => [entity.id, entity]))
    expect(byId.get(`datahub-${ORG_ID}`)?.properties.registrationNumber).toEqual([
      'München HRB 271144',
    ])
    expect(byId.get(`datahub-${ORG_ID}-address`)?.properties.street).toEqual(['Leopoldstraße 12'])
    const directorship = entities.find((entity) => entity.schema === 'Directorship')
    expect(directorship?.properties.director).toEqual(['datahub-p1'])
    const ownership = entities.find((entity) => entity.schema === 'Ownership')
    expect(ownership?.properties.owner).toEqual(['datahub-p2'])
    expect(ownership?.properties.percentage).toEqual(['40'])
  })

  it('reads a shareholder role in a network as an ownership, a board role as a directorship', () => {
    const entities = lines((ftm) => {
      ftm.role({ id: 'p3', type: 'PERSON', name: 'C' }, target, { label: 'SHAREHOLDER' })
      ftm.role({ id: 'p4', type: 'PERSON', name: 'D' }, target, { label: 'BOARD_MEMBER' })
    })
    expect(validateFtm(model, entities)).toEqual([])
    expect(entities.filter((e) => e.schema === 'Ownership').map((e) => e.properties.owner)).toEqual(
      [['datahub-p3']],
    )
    expect(
      entities.filter((e) => e.schema === 'Directorship').map((e) => e.properties.director),
    ).toEqual([['datahub-p4']])
  })
})
