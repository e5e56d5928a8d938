import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Coverage codes offered by the data-search filter (ISO 3166-1 alpha-3): the EU and EFTA states.
 * Names are worded at render time (`i18n._(name)`).
 */
export const COVERAGE_COUNTRIES: readonly { code: string; name: MessageDescriptor }[] = [
  { code: 'DEU', name: msg`Germany` },
  { code: 'AUT', name: msg`Austria` },
  { code: 'BEL', name: msg`Belgium` },
  { code: 'BGR', name: msg`Bulgaria` },
  { code: 'CHE', name: msg`Switzerland` },
  { code: 'CYP', name: msg`Cyprus` },
  { code: 'CZE', name: msg`Czechia` },
  { code: 'DNK', name: msg`Denmark` },
  { code: 'ESP', name: msg`Spain` },
  { code: 'EST', name: msg`Estonia` },
  { code: 'FIN', name: msg`Finland` },
  { code: 'FRA', name: msg`France` },
  { code: 'GRC', name: msg`Greece` },
  { code: 'HRV', name: msg`Croatia` },
  { code: 'HUN', name: msg`Hungary` },
  { code: 'IRL', name: msg`Ireland` },
  { code: 'ISL', name: msg`Iceland` },
  { code: 'ITA', name: msg`Italy` },
  { code: 'LIE', name: msg`Liechtenstein` },
  { code: 'LTU', name: msg`Lithuania` },
  { code: 'LUX', name: msg`Luxembourg` },
  { code: 'LVA', name: msg`Latvia` },
  { code: 'MLT', name: msg`Malta` },
  { code: 'NLD', name: msg`Netherlands` },
  { code: 'NOR', name: msg`Norway` },
  { code: 'POL', name: msg`Poland` },
  { code: 'PRT', name: msg`Portugal` },
  { code: 'ROU', name: msg`Romania` },
  { code: 'SVK', name: msg`Slovakia` },
  { code: 'SVN', name: msg`Slovenia` },
  { code: 'SWE', name: msg`Sweden` },
]
