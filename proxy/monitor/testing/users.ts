/**
 * The users directory of a test server started by startBasicServer, as the production server
 * builds it from the users file (proxy/start/server.ts). Monitoring's routes are made before the server
 * exists, so the file is named later with `use`.
 */
import { watchUsers } from '../../auth/users-file'
import type { UserDirectory } from '../context'

export function usersFileDirectory(): UserDirectory & { use(file: string): void } {
  let users: ReturnType<typeof watchUsers> | null = null
  return {
    authoritative: true,
    use(file) {
      users = watchUsers(file, 0)
    },
    async find(name) {
      if (!users) throw new Error('usersFileDirectory: call use(file) first')
      return (await users.get(name))?.id ?? null
    },
  }
}
