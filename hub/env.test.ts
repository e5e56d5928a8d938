import { readHubEnv } from './env'

describe('readHubEnv', () => {
  it('applies the documented defaults', () => {
    expect(readHubEnv({}, '/repo')).toEqual({
      port: 8787,
      scale: 'default',
      seed: 1,
      apiKey: 'dev-hub-key',
      dbPath: '/repo/.data/hub-default-1.sqlite',
      hostile: false,
    })
  })

  it('reads every variable and treats empty strings as unset', () => {
    const env = readHubEnv(
      {
        HUB_PORT: '9000',
        HUB_SCALE: 'small',
        HUB_SEED: '42',
        HUB_API_KEY: 'k',
        HUB_DB: 'x/hub.sqlite',
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
    })
    expect(readHubEnv({ HUB_API_KEY: '', HUB_SCALE: '' }, '/repo').apiKey).toBe('dev-hub-key')
  })

  it('rejects invalid values with a message naming the variable', () => {
    expect(() => readHubEnv({ HUB_SCALE: 'huge' })).toThrow(/HUB_SCALE/)
    expect(() => readHubEnv({ HUB_PORT: '70000' })).toThrow(/HUB_PORT/)
    expect(() => readHubEnv({ HUB_SEED: 'abc' })).toThrow(/HUB_SEED/)
  })
})
