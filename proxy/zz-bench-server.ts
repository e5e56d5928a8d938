import { serve } from '@hono/node-server'
import { createHubApp } from '../hub/app'
import { openHubDatabase } from '../hub/db/open'
import { createProxyApp } from './app'
import { createServerApp } from './server-app'
const db = await openHubDatabase({ path: '.data/test/hub-small.sqlite', scale: 'small', seed: 1 })
const hub = createHubApp({ db, apiKey: 'k' })
serve({ fetch: hub.fetch, port: 8201, hostname: '127.0.0.1' })
const proxy = createProxyApp({ inProcess: true, upstream: 'http://embedded.invalid', apiKey: 'k', fetch: (r) => hub.fetch(r), upstreamInfo: { mode: 'embedded', host: null, scale: 'small' } })
serve({ fetch: createServerApp({ proxy, distDir: 'dist' }).app.fetch, port: 8202, hostname: '127.0.0.1' })
console.log('ready')
process.on('SIGINT', () => process.exit(0))
