import { beforeEach } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'

// Pure functions word things at call time through Lingui (roles, statuses, error texts): English
// unless a test switches (`await activateLocale('de')`), as in component tests.
beforeEach(() => activateLocale('en'))
