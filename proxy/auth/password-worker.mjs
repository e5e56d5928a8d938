// One password-hashing thread of proxy/auth/password-pool.ts. Plain JavaScript, so the same file
// runs under `node --import tsx`, under Vitest and in any build without a TypeScript loader.
import { parentPort } from 'node:worker_threads'
import bcrypt from 'bcryptjs'

parentPort.on('message', ({ id, password, hash }) => {
  let matches = false
  try {
    matches = bcrypt.compareSync(password, hash)
  } catch {
    // A malformed hash matches nothing.
  }
  parentPort.postMessage({ id, matches })
})
