import { defaultHubWorkers, readHubEnv } from './env'

describe('readHubEnv', () => {
  it('applies the documented defaults', () => {
    expect(readHubEnv({}, '/repo')).toEqual({
      port: 8787,
      scale: 'default',
      seed: 1,
      apiKey: 'dev-hub-key',
      dbPath: '/repo/.data/hub-default-1.sqlite',
      hostile: false,
      workers: defaultHubWorkers(),
    })
    expect(defaultHubWorkers()).toBeGreaterThanOrEqual(2)
  })

  it('reads every variable and treats empty strings as unset', () => {
    const env = readHubEnv(
      {
        HUB_PORT: '9000',
        HUB_SCALE: 'small',
        HUB_SEED: '42',
        HUB_API_KEY: 'k',
        HUB_DB: 'x/hub.sqlite',
        HUB_WORKERS: '0',
      },
      '/repo',
    )
    expect(env).toEqual({
      port: 9000,
      scale: 'small',
      seed: 42,
      apiKey: 'k',
      dbPath: '/repo/x/hub.sqlite',
      hostile: false,
      workers: 0,
    })
    expect(readHubEnv({ HUB_API_KEY: '', HUB_SCALE: '' }, '/repo').apiKey).toBe('dev-hub-key')
  })

  it('rejects invalid values with a message naming the variable', () => {
    expect(() => readHubEnv({ HUB_SCALE: 'huge' })).toThrow(/HUB_SCALE/)
    expect(() => readHubEnv({ HUB_PORT: '70000' })).toThrow(/HUB_PORT/)
    expect(() => readHubEnv({ HUB_SEED: 'abc' })).toThrow(/HUB_SEED/)
    expect(() => readHubEnv({ HUB_WORKERS: '-1' })).toThrow(/HUB_WORKERS/)
    expect(() => readHubEnv({ HUB_WORKERS: 'many' })).toThrow(/HUB_WORKERS/)
  })

  it('reads HUB_VARIANTS: documented switches the mode on, none or unset leaves it off', () => {
    expect(readHubEnv({ HUB_VARIANTS: 'documented' }).variants).toBe('documented')
    expect(readHubEnv({ HUB_VARIANTS: 'none' })).not.toHaveProperty('variants')
    expect(readHubEnv({})).not.toHaveProperty('variants')
    expect(() => readHubEnv({ HUB_VARIANTS: 'yes' })).toThrow(/HUB_VARIANTS/)
  })
})
