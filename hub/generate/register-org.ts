/**
 * One organization as the register-history generators read it (relation-register.ts pages through
 * them and hands each to the publication and insolvency generators).
 */
export interface RegisterOrg {
  id: string
  seq: number
  name: string
  other_names: string
  legal_form: string
  status: string
  register_court: string
  register_type: string
  register_number: string
  registration_date: string
  cessation_date: string | null
  /** When the current status began (hub/generate/organization-life.ts); null while active. */
  status_date: string | null
  share_capital: number | null
  street: string | null
  house_number: string | null
  postal_code: string | null
  city: string | null
  purpose_de: string | null
}
