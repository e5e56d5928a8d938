/**
 * Mounts the proxy inside Vite's dev server, so `npm run dev` is one process with HMR. The upstream
 * (and with it the embedded hub, which may have to generate its database) is opened on the first
 * /api request, not at start, so the dev server is up at once.
 */
import type { Plugin } from 'vite'
import type { createDevListener } from './dev-listener'

type DevProxy = Awaited<ReturnType<typeof createDevListener>>

// Vite bundles its config file; importing the proxy through tsx instead keeps the hub (SQLite,
// generators, data files) out of that bundle and runs it exactly as `npm start` does.
async function loadDevProxy(): Promise<DevProxy> {
  const { tsImport } = await import('tsx/esm/api')
  const module = (await tsImport('./dev-listener.ts', import.meta.url)) as {
    createDevListener: typeof createDevListener
  }
  return module.createDevListener()
}

export function datahubProxy(): Plugin {
  return {
    name: 'datahub-proxy',
    apply: 'serve',
    configureServer(server) {
      // Vitest also starts a Vite server; tests build their own proxies.
      if (process.env.VITEST) return

      let proxy: Promise<DevProxy> | undefined
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next()
        proxy ??= loadDevProxy().then((opened) => {
          server.config.logger.info(`  ➜  API:     /api/v2 → ${opened.description}`, {
            timestamp: true,
          })
          return opened
        })
        proxy
          .then((opened) => opened.listener(req, res))
          .catch((error: unknown) => {
            // A configuration error must not stay cached: fix the environment, reload, try again.
            proxy = undefined
            next(error)
          })
      })
      server.httpServer?.once('close', () => {
        proxy?.then((opened) => opened.close()).catch(() => undefined)
      })
    },
  }
}
