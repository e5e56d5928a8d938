/**
 * Generation step 1: geography, locations, organizations, persons and roles (hub/db/core-schema.sql),
 * in one transaction; the indexes other steps and the routes rely on are built after loading.
 */
import { readFileSync } from 'node:fs'
import type { GenerateContext } from './context'
import { generateGeography } from './geography'
import { buildIndexes } from './index-builds'
import { generateOrganizations } from './organizations'
import { generatePersons } from './persons'
import { generateRoles } from './roles'

const SCHEMA = readFileSync(new URL('../db/core-schema.sql', import.meta.url), 'utf8')

const INDEXES = [
  'CREATE UNIQUE INDEX locations_id ON locations(id)',
  'CREATE UNIQUE INDEX organizations_id ON organizations(id)',
  'CREATE UNIQUE INDEX persons_id ON persons(id)',
  'CREATE INDEX locations_subtype ON locations(subtype)',
  'CREATE INDEX IF NOT EXISTS roles_org ON roles(organization_id)',
  'CREATE INDEX IF NOT EXISTS roles_holder ON roles(holder_id)',
  'CREATE INDEX organizations_register ON organizations(register_number, register_type)',
  'CREATE INDEX organizations_postal_code ON organizations(postal_code)',
  'CREATE INDEX organizations_city ON organizations(city)',
  'CREATE INDEX organizations_industry ON organizations(industry_code)',
  'CREATE INDEX organizations_registration_date ON organizations(registration_date)',
  'CREATE INDEX IF NOT EXISTS organizations_lat_lon ON organizations(lat, lon)',
  'CREATE INDEX organizations_address ON organizations(address_location_id)',
  'CREATE INDEX postal_codes_city ON postal_codes(city_id)',
  'CREATE INDEX postal_codes_location ON postal_codes(location_id)',
  'CREATE INDEX cities_district ON cities(district_ags)',
]

export function generateCore(ctx: GenerateContext): void {
  const run = ctx.db.transaction(() => {
    ctx.db.exec(SCHEMA)
    ctx.progress('geography', 0)
    const geography = generateGeography(ctx)
    ctx.progress('organizations', 0)
    const organizations = generateOrganizations(ctx, geography)
    ctx.progress('persons', 0)
    const persons = generatePersons(ctx, geography)
    ctx.progress('roles', 0)
    generateRoles(ctx, organizations, persons)
    ctx.progress('core indexes', 0)
    buildIndexes(ctx.db, INDEXES)
  })
  run()
  ctx.progress('core', 1)
}
