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
async function loadDevProxy(host: string): Promise<DevProxy> {
  const { tsImport } = await import('tsx/esm/api')
  const module = (await tsImport('./dev-listener.ts', import.meta.url)) as {
    createDevListener: typeof createDevListener
  }
  return module.createDevListener(host)
}

/** Vite's `server.host`: unset = localhost, `true` (`--host`) = every interface. */
function devHost(host: string | boolean | undefined): string {
  if (host === true) return '0.0.0.0'
  return host || 'localhost'
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
        if (!req.url?.startsWith('/api/') && !req.url?.startsWith('/auth/')) return next()
        proxy ??= loadDevProxy(devHost(server.config.server?.host)).then((opened) => {
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
