/**
 * The German catalogue is complete: every message in the code (extracted as `npm run
 * i18n:extract` does) has a German translation with the same placeholders, and the catalogue holds
 * nothing the code no longer says. English needs no check: its text is the code.
 */
import { fileURLToPath } from 'node:url'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** `{name}` and `{count, plural, …}` arguments and `<0>` element tags of a message. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w.$]+)\s*[,}]/g)].map((match) => `{${match[1]}}`)
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0])
  return [...new Set([...names, ...tags])].sort()
}

describe('German catalogue (src/locales/de.po)', () => {
  let extracted: Record<string, { message?: string; origin?: [string, number?][] }>
  let german: Record<string, { translation?: string; message?: string; obsolete?: boolean }>

  beforeAll(async () => {
    const config = getConfig({ cwd: ROOT, skipValidation: true })
    const [catalog] = await getCatalogs(config)
    if (!catalog) throw new Error('lingui.config.ts defines no catalogue')
    extracted = (await catalog.collect()) || {}
    german = (await catalog.read('de')) ?? {}
  }, 120_000)

  it('translates every message of the code', () => {
    const where = (id: string) => extracted[id]?.origin?.[0]?.[0] ?? '?'
    const missing = Object.entries(extracted)
      .filter(([id]) => !german[id]?.translation?.trim())
      .map(([id, entry]) => `${where(id)}: ${JSON.stringify(entry.message ?? id)}`)
    expect(
      missing,
      `${missing.length} message(s) without German: run \`npm run i18n:extract\` and translate them in src/locales/de.po`,
    ).toEqual([])
  })

  it('keeps the placeholders of every message in its translation', () => {
    const mismatched = Object.entries(extracted)
      .filter(([id]) => german[id]?.translation)
      .filter(
        ([id, entry]) =>
          placeholders(entry.message ?? id).join() !==
          placeholders(german[id]?.translation ?? '').join(),
      )
      .map(
        ([id, entry]) =>
          `${JSON.stringify(entry.message)} → ${JSON.stringify(german[id]?.translation)}`,
      )
    expect(mismatched).toEqual([])
  })

  it('holds no message the code no longer has', () => {
    const stale = Object.keys(german).filter((id) => !(id in extracted))
    expect(stale, 'run `npm run i18n:extract` to drop them').toEqual([])
  })
})
