/**
 * Organizations: name, legal form, register court and number, industry, status, size, latest
 * figures, contacts and a street address (a LOCALITY location inside the seat's city). More
 * companies sit in bigger cities: seats are drawn weighted by population.
 */
import type { GenerateContext } from './context'
import { companyName, slug } from './company-names'
import { LEGAL_FORMS, type LegalForm } from '../domain/legal-forms'
import { STATES } from '../domain/states'
import { STREET_STEMS, STREET_SUFFIXES, streetName } from './data/streets'
import { HOLDING_CODE, WZ2025, type IndustryCode } from '../domain/wz2025'
import type { Geography, PlacedCity } from './geography'
import { insertLocation } from './locations'
import {
  drawLife,
  drawShareCapital,
  FIRST_DAY_OF_THIS_YEAR,
  type OrganizationLife,
} from './organization-life'
import {
  drawFigures,
  drawSize,
  hasFigures,
  NO_FIGURES,
  drawStatus,
  isActiveStatus,
  STATUS_DETAIL,
  type Figures,
  type OrganizationStatus,
  type SizeClass,
} from './organization-figures'
import { firstWholeYear, publishedYears } from './fiscal-years'
import { classOf, fitFigures, industryProfile, SIZE_RANK } from './industry-fit'
import { PURPOSE_WORDINGS, purposeText } from './purpose-text'
import { entityId, randomFor, type Random } from './random'
import { courtFor, createRegisterNumbers, insertCourts } from './register'
import { createSampler, dateToDay, dayToDate } from './sampling'
import { batchedInserter, round, withVersion } from './sql'

export interface OrganizationSummary {
  id: string
  seq: number
  name: string
  legalForm: string
  status: OrganizationStatus
  isHolding: boolean
  stateCode: string
  foundingDay: number
  registrationDay: number
  cessationDay: number | null
  /** When the current status began (liquidation, insolvency opening, cessation); null if active. */
  statusDay: number | null
  shareCapital: number | null
  size: string
}

const COLUMNS = [
  'id',
  'seq',
  'name',
  'other_names',
  'legal_form',
  'entity_subtype',
  'status',
  'active',
  'status_detail',
  'register_court',
  'register_court_id',
  'register_type',
  'register_number',
  'registration_date',
  'founding_date',
  'cessation_date',
  'status_date',
  'share_capital',
  'address_location_id',
  'street',
  'house_number',
  'postal_code',
  'city',
  'state',
  'lat',
  'lon',
  'industry_code',
  'size_class',
  'purpose_de',
  'purpose_en',
  'website',
  'phone',
  'email',
  'web_keywords',
  'emp_count',
  'pl_revenue',
  'pl_net_income',
  'pl_ebit',
  'bs_assets_total',
  'bs_equity_total',
  'bs_liabilities_total',
  'bs_cash_and_equivalents',
  'bs_equity_ratio',
  'bs_debt_to_assets',
  'created_at',
  'updated_at',
  'version',
] as const

const NOW_DAY = dateToDay('2026-03-02')
const PROFESSIONS = new Set(['69.10.0', '69.20.0', '71.11.0', '71.12.0', '86.21.0', '86.23.0'])

/**
 * The key figures of the latest published year: none without a whole fiscal year to publish
 * (fiscal-years.ts); a ceased company's are those of its last year, drawn on its own sequence
 * (the shared one draws nothing for it); all fitted to the trade and the age (industry-fit.ts).
 */
function publishedFigures(
  id: string,
  drawn: Figures,
  drawnSize: SizeClass,
  industryCode: string,
  legalForm: string,
  isHolding: boolean,
  status: OrganizationStatus,
  life: OrganizationLife,
): Figures {
  const founded = dayToDate(life.foundingDay)
  const years = publishedYears(
    founded,
    life.cessationDay === null ? null : dayToDate(life.cessationDay),
  )
  if (!years) return NO_FIGURES
  const random = randomFor(id, 'figures')
  const ceased = status === 'DISSOLVED' || status === 'MERGED'
  return fitFigures({
    figures: ceased ? drawFigures(random, drawnSize, legalForm, isHolding, 'ACTIVE') : drawn,
    drawnSize,
    industryCode,
    legalForm,
    isHolding,
    status: ceased ? 'ACTIVE' : status,
    yearsOfAccounts: years.latest - firstWholeYear(founded) + 1,
    random,
  })
}

export function generateOrganizations(ctx: GenerateContext, geo: Geography): OrganizationSummary[] {
  const random = ctx.random('organizations')
  const insert = batchedInserter<Record<string, unknown>>(ctx.db, 'organizations', COLUMNS)
  insertCourts(ctx.db, geo)
  const pickCity = createSampler(geo.cities, (city) => city.population ** 1.08)
  const pickForm = createSampler(LEGAL_FORMS, (form) => form.weight)
  const pickIndustry = {
    business: createSampler(
      WZ2025.filter((code) => !code.kind),
      (code) => code.weight,
    ),
    association: createSampler(
      WZ2025.filter((code) => code.kind === 'association'),
      (code) => code.weight,
    ),
    cooperative: createSampler(
      WZ2025.filter((code) => code.kind === 'cooperative'),
      (code) => code.weight,
    ),
    profession: createSampler(
      WZ2025.filter((code) => PROFESSIONS.has(code.code)),
      (code) => code.weight,
    ),
  }
  const nextNumber = createRegisterNumbers(random)
  const summaries: OrganizationSummary[] = []
  const total = ctx.size.organizations

  for (let seq = 1; seq <= total; seq++) {
    const city = pickCity(random)
    const form = pickForm(random)
    const industry = drawIndustry(random, form, pickIndustry)
    const isHolding = industry.code === HOLDING_CODE
    const name = companyName(random, form.code, industry, city.name)
    const court = courtFor(city)
    const registerNumber = nextNumber(court.id, form.register, court.size)
    const id = entityId(
      'organization',
      `${ctx.seed}:${court.id}:${form.register}:${registerNumber}`,
    )
    const status = drawStatus(random)
    const life = drawLife(random, form, status)
    const drawnSize = drawSize(random, form.code, isHolding)
    const address = placeAddress(ctx, random, city, id)
    // The draws on the shared sequence stay exactly as they were, used or not: every later
    // organization's name, form and owners come from the same sequence.
    const drawn =
      life.foundingDay >= FIRST_DAY_OF_THIS_YEAR
        ? NO_FIGURES
        : drawFigures(random, drawnSize, form.code, isHolding, status)
    // Management and ownership were drawn for this class (roles.ts): kept with them.
    const rolesSize = classOf(drawn, drawnSize)
    const figures = publishedFigures(
      id,
      drawn,
      drawnSize,
      industry.code,
      form.code,
      isHolding,
      status,
      life,
    )
    // The size class the search filters use is the one HGB § 267 gives the published figures;
    // without figures, the drawn one within what the trade reaches.
    const size = hasFigures(figures)
      ? classOf(figures, drawnSize)
      : SIZE_RANK[drawnSize] > SIZE_RANK[industryProfile(industry.code).maxSize]
        ? industryProfile(industry.code).maxSize
        : drawnSize
    const shareCapital = drawShareCapital(random, form, drawn.bs_equity_total)
    const purposeIndex = random.int(0, PURPOSE_WORDINGS - 1)
    // Drawn for the purpose text once; kept so that the draws after it stay the same.
    random.pick(industry.words)
    const purpose = purposeText(industry, form.code, purposeIndex)
    const domain = `${slug(name) || `firma-${seq}`}.de`
    const hasWeb = random.chance(form.code === 'e.V.' ? 0.4 : 0.7)
    const updatedDay = Math.min(
      NOW_DAY,
      Math.max(life.registrationDay, NOW_DAY - random.int(0, 900)),
    )
    const otherNames = random.chance(0.08)
      ? [companyName(random, form.code, industry, city.name)]
      : []

    insert.push(
      withVersion({
        id,
        seq,
        name,
        other_names: JSON.stringify(otherNames),
        legal_form: form.code,
        entity_subtype: form.subtype,
        status,
        active: isActiveStatus(status) ? 1 : 0,
        status_detail: STATUS_DETAIL[status],
        register_court: court.name,
        register_court_id: court.id,
        register_type: form.register,
        register_number: registerNumber,
        registration_date: dayToDate(life.registrationDay),
        founding_date: dayToDate(life.foundingDay),
        cessation_date: life.cessationDay === null ? null : dayToDate(life.cessationDay),
        status_date: life.statusDay === null ? null : dayToDate(life.statusDay),
        share_capital: shareCapital,
        address_location_id: address.id,
        street: address.street,
        house_number: address.houseNumber,
        postal_code: address.postalCode,
        city: city.name,
        state: STATES[city.stateCode]!.name,
        lat: address.lat,
        lon: address.lon,
        industry_code: industry.code,
        size_class: size,
        purpose_de: purpose.de,
        purpose_en: purpose.en,
        website: hasWeb ? `https://www.${domain}` : null,
        phone: random.chance(0.8)
          ? `+49 ${random.int(30, 9999)} ${random.int(100_000, 9_999_999)}`
          : null,
        email: hasWeb && random.chance(0.7) ? `info@${domain}` : null,
        web_keywords:
          hasWeb && random.chance(0.5) ? JSON.stringify(industry.words.slice(0, 3)) : null,
        ...figures,
        created_at: `${dayToDate(life.registrationDay)}T00:00:00.000000+00:00`,
        updated_at: `${dayToDate(updatedDay)}T${String(random.int(6, 20)).padStart(2, '0')}:${String(random.int(10, 59))}:05.000000+00:00`,
      }),
    )
    summaries.push({
      id,
      seq,
      name,
      legalForm: form.code,
      status,
      isHolding,
      stateCode: city.stateCode,
      ...life,
      shareCapital,
      size: rolesSize,
    })
    if (seq % 5000 === 0) ctx.progress('organizations', seq / total)
  }
  insert.finish()
  return summaries
}

function drawIndustry(
  random: Random,
  form: LegalForm,
  pick: Record<
    'business' | 'association' | 'cooperative' | 'profession',
    (random: Random) => IndustryCode
  >,
) {
  if (form.code === 'e.V.') return pick.association(random)
  if (form.code === 'eG')
    return random.chance(0.7) ? pick.cooperative(random) : pick.business(random)
  if (form.code === 'PartG mbB') return pick.profession(random)
  const industry = pick.business(random)
  // Holdings are corporations or GmbH & Co. KGs, not sole traders or partnerships of people.
  if (
    industry.code === HOLDING_CODE &&
    !['GmbH', 'AG', 'SE', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)'].includes(form.code)
  )
    return pick.business(random)
  return industry
}

/** A street address inside the city: the closer to the centre, the likelier (uniform over a disc). */
function placeAddress(
  ctx: GenerateContext,
  random: Random,
  city: PlacedCity,
  organizationId: string,
) {
  const postal = random.pick(city.postal)
  const street = streetName(random.pick(STREET_STEMS), random.weighted(STREET_SUFFIXES))
  const number = random.int(1, 160)
  const houseNumber = random.chance(0.08)
    ? `${number}-${number + 2}`
    : random.chance(0.1)
      ? `${number}${random.pick(['a', 'b', 'c'])}`
      : String(number)
  const radiusKm = Math.min(7, 0.4 + Math.sqrt(city.population) / 300) * Math.sqrt(random.next())
  const angle = random.next() * 2 * Math.PI
  const lat = round(city.lat + (radiusKm * Math.cos(angle)) / 111, 6)
  const lon = round(
    city.lon + (radiusKm * Math.sin(angle)) / (111 * Math.cos((city.lat * Math.PI) / 180)),
    6,
  )
  const id = entityId('location', `locality:${organizationId}`)
  const state = STATES[city.stateCode]!
  insertLocation(ctx.db, {
    id,
    subtype: 'LOCALITY',
    lat,
    lon,
    location_level: 'ADR',
    street,
    house_number: houseNumber,
    postal_code: postal.postalCode,
    city: city.name,
    county: city.districtName,
    state: state.name,
    formatted_address: `${street} ${houseNumber}, ${postal.postalCode} ${city.name}, Deutschland`,
    district_ags: city.districtAgs,
    city_id: city.id,
    created_at: ctx.now,
    updated_at: ctx.now,
  })
  return { id, street, houseNumber, postalCode: postal.postalCode, lat, lon }
}
