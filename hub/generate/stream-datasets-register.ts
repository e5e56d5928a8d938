/**
 * Datasets derived from the generated commercial register (core tables): a register extract of
 * every organization and the management appointments of natural persons.
 */
import type { DatasetColumnSpec, DatasetSpec } from './stream-builder'
import { GEO_COLUMN } from './stream-datasets-geo'

export const REGISTER_SOURCE = {
  key: '1051122944',
  name: 'Gemeinsames Registerportal der Länder (Handelsregister)',
  uri: 'https://www.handelsregister.de',
}

const REGISTER_KEYWORDS =
  'handelsregister commercial register unternehmen companies firmen organisationen organizations ' +
  'daten data dataset datensatz wirtschaft economy'

/** Organization columns that several datasets share, described once. */
export const ORG_COLUMN = {
  id: {
    name: 'organization_id',
    type: 'String',
    description: 'fb_entity_id of the organization.',
    semanticType: 'fb_entity_id',
    tags: ['organization'],
  },
  name: {
    name: 'organization_name',
    type: 'String',
    description: 'Registered name of the organization.',
    semanticType: 'name',
  },
  registerId: {
    name: 'register_id',
    type: 'String',
    description: 'Court, register type and number of the organization.',
    semanticType: 'identifier',
    tags: ['register'],
  },
  city: {
    name: 'city',
    type: 'String',
    description: 'City of the organization.',
    semanticType: 'city',
  },
  sizeClass: {
    name: 'size_class',
    type: 'String',
    description: 'Size class under § 267 HGB: micro, small, medium or large.',
  },
} satisfies Record<string, DatasetColumnSpec>

/** The two columns every organization-level dataset starts with. */
export const ORG_ID_AND_NAME = [ORG_COLUMN.id, ORG_COLUMN.name]

/** The register ID of the organization `o`, as the register_id columns show it. */
export const REGISTER_ID_SQL = `o.register_court || ' ' || o.register_type || ' ' || o.register_number`

export const organizationsDataset: DatasetSpec = {
  key: '5120448301',
  table: 'ds_register_organizations',
  name: {
    en: 'Commercial register extract: organizations',
    de: 'Handelsregisterauszug: Unternehmen',
  },
  description: {
    en: 'One row per registered organization: register ID, legal form, status, address, industry and latest figures.',
    de: 'Eine Zeile je eingetragenem Unternehmen: Registernummer, Rechtsform, Status, Anschrift, Branche und aktuelle Kennzahlen.',
  },
  keywords: `${REGISTER_KEYWORDS} rechtsform legal form branche industry wz status gründung founding`,
  coverage: ['DEU'],
  source: REGISTER_SOURCE,
  columns: [
    ORG_COLUMN.id,
    {
      name: 'register_id',
      type: 'String',
      description: 'Court, register type and number, e.g. "München HRB 271144".',
      semanticType: 'identifier',
      tags: ['register'],
    },
    { name: 'name', type: 'String', description: 'Registered name.', semanticType: 'name' },
    {
      name: 'legal_form',
      type: 'String',
      description: 'Legal form (GmbH, AG, UG (haftungsbeschränkt), ...).',
      semanticType: 'legal_form',
    },
    { name: 'register_court', type: 'String', description: 'Register court (Amtsgericht).' },
    {
      name: 'register_type',
      type: 'String',
      description: 'Register type: HRA, HRB, GnR, GsR, PR or VR.',
    },
    {
      name: 'register_number',
      type: 'String',
      description: 'Number within the register of the court.',
    },
    {
      name: 'registration_date',
      type: 'Date',
      description: 'Date of the first register entry.',
      semanticType: 'date',
    },
    {
      name: 'founding_date',
      type: 'Date',
      description: 'Founding date, when known.',
      semanticType: 'date',
    },
    {
      name: 'cessation_date',
      type: 'Date',
      description: 'Date the organization ceased to exist, when it did.',
      semanticType: 'date',
    },
    {
      name: 'status',
      type: 'String',
      description: 'ACTIVE, INACTIVE, DISSOLVED, MERGED, LIQUIDATION or INSOLVENCY_PROCEEDINGS.',
      semanticType: 'status',
    },
    { name: 'active', type: 'bool', description: 'True while the organization is active.' },
    {
      name: 'street',
      type: 'String',
      description: 'Street and house number of the registered address.',
      semanticType: 'street',
    },
    {
      name: 'postal_code',
      type: 'String',
      description: 'Postal code of the registered address.',
      semanticType: 'postal_code',
    },
    {
      name: 'city',
      type: 'String',
      description: 'City of the registered address.',
      semanticType: 'city',
    },
    GEO_COLUMN.state,
    {
      name: 'latitude',
      type: 'float',
      description: 'Latitude of the registered address (WGS-84).',
      semanticType: 'latitude',
      unit: '°',
    },
    {
      name: 'longitude',
      type: 'float',
      description: 'Longitude of the registered address (WGS-84).',
      semanticType: 'longitude',
      unit: '°',
    },
    {
      name: 'industry_code',
      type: 'String',
      description: 'WZ 2025 industry code (NN.NN.N).',
      semanticType: 'industry_code',
      tags: ['wz'],
    },
    ORG_COLUMN.sizeClass,
    {
      name: 'employees',
      type: 'int',
      description: 'Employees in the latest published year.',
      unit: 'persons',
      tags: ['kpi'],
    },
    {
      name: 'revenue_eur',
      type: 'float',
      description: 'Revenue in the latest published year.',
      unit: 'EUR',
      tags: ['kpi'],
    },
    {
      name: 'total_assets_eur',
      type: 'float',
      description: 'Balance-sheet total in the latest published year.',
      unit: 'EUR',
      tags: ['kpi'],
    },
  ],
  select: () =>
    `SELECT id AS organization_id, register_court || ' ' || register_type || ' ' || register_number AS register_id,
       name, legal_form, register_court, register_type, register_number, registration_date, founding_date,
       cessation_date, status, active, trim(coalesce(street, '') || ' ' || coalesce(house_number, '')) AS street,
       postal_code, city, state, lat AS latitude, lon AS longitude, industry_code, size_class,
       emp_count AS employees, pl_revenue AS revenue_eur, bs_assets_total AS total_assets_eur
     FROM organizations`,
}

export const managementDataset: DatasetSpec = {
  key: '5120448302',
  table: 'ds_management_appointments',
  name: { en: 'Management appointments', de: 'Bestellungen von Geschäftsführung und Organen' },
  description: {
    en: 'Appointments of natural persons as managing directors, board members, authorised officers and liquidators.',
    de: 'Bestellungen natürlicher Personen als Geschäftsführer, Vorstand, Aufsichtsrat, Prokurist oder Liquidator.',
  },
  keywords: `${REGISTER_KEYWORDS} geschäftsführer managing director vorstand board prokurist management personen persons`,
  coverage: ['DEU'],
  source: REGISTER_SOURCE,
  columns: [
    ...ORG_ID_AND_NAME,
    ORG_COLUMN.registerId,
    {
      name: 'person_id',
      type: 'String',
      description: 'fb_entity_id of the person.',
      semanticType: 'fb_entity_id',
      tags: ['person'],
    },
    {
      name: 'given_name',
      type: 'String',
      description: 'Given name of the person.',
      semanticType: 'given_name',
    },
    {
      name: 'family_name',
      type: 'String',
      description: 'Family name of the person.',
      semanticType: 'family_name',
    },
    {
      name: 'role',
      type: 'String',
      description:
        'MANAGING_DIRECTOR, BOARD_MEMBER, SUPERVISORY_BOARD_MEMBER, PROKURIST, LIQUIDATOR, ...',
      semanticType: 'role',
    },
    { name: 'start_date', type: 'Date', description: 'Date of appointment.', semanticType: 'date' },
    {
      name: 'end_date',
      type: 'Date',
      description: 'Date the appointment ended; empty while it lasts.',
      semanticType: 'date',
    },
    { name: 'active', type: 'bool', description: 'True while the appointment lasts.' },
    ORG_COLUMN.city,
  ],
  select: () =>
    `SELECT r.organization_id AS organization_id, o.name AS organization_name,
       ${REGISTER_ID_SQL} AS register_id,
       r.holder_id AS person_id, p.given AS given_name, p.family AS family_name, r.label AS role,
       r.start_date AS start_date, r.end_date AS end_date, r.end_date IS NULL AS active, o.city AS city
     FROM roles r JOIN organizations o ON o.id = r.organization_id JOIN persons p ON p.id = r.holder_id
     WHERE r.holder_type = 'PERSON' AND r.label NOT IN ('SHAREHOLDER', 'LIMITED_PARTNER')`,
}
