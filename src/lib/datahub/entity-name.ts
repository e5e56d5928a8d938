/**
 * The one reader of an entity's name, for records, search results and references alike. Plain
 * code (no schema library): the start page's watchlist and the header's typeahead use it.
 */
type Raw = Record<string, unknown>

const asRecord = (value: unknown): Raw =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {}

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null

/** A string, or a `{de, en}` pair read in English: a name does not differ by language. */
function nameText(value: unknown): string | null {
  const pair = asRecord(value)
  return nonEmpty(value) ?? nonEmpty(pair.en) ?? nonEmpty(pair.de)
}

/** A person's `{given, family}` as one name. */
function personName(value: unknown): string | null {
  const { given, family } = asRecord(value)
  return [nonEmpty(given), nonEmpty(family)].filter(Boolean).join(' ') || null
}

/**
 * `display_name` first: it is the form the Data Hub gives for showing, and where an answer has
 * both (organization search results, docs/datahub-api.md §4.1) it is the one meant. Then
 * `attributes.display_name` (older network data, §9 (5)), then `name` as records carry it: a
 * string, `{de, en}`, or a person's `{given, family}` (§5). Null when the entity names none.
 */
export function entityName(raw: unknown): string | null {
  const entity = asRecord(raw)
  return (
    nameText(entity.display_name) ??
    nameText(asRecord(entity.attributes).display_name) ??
    nameText(entity.name) ??
    personName(entity.name)
  )
}
