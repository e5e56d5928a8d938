/**
 * Whose lists a request reads: the signed-in user (AUTH=basic/oidc), or the one local user of
 * single-user loopback mode (AUTH=none), whose lists live on the server all the same.
 */
import type { Context } from 'hono'
import { readLimitedBody } from '../gateway/body-limit'
import { jsonError } from '../gateway/forward'
import { requestIdentity } from '../gateway/identity'
import type { MonitorDb } from './database'
import { canEdit, listAccess, type Access } from './lists'

export const LOCAL_USER = 'local'

export function requestUserId(c: Context): string {
  return c.get('user')?.id ?? LOCAL_USER
}

/** Whose per-user budget a request spends, keyed as the API's budgets count it (`user:<id>`). */
export function requestBudgetKey(c: Context): string {
  return requestIdentity(c).key
}

/** The caller's access to a list, or the error response: 404 for lists they may not see. */
export async function requireAccess(
  db: MonitorDb,
  c: Context,
  listId: string,
  need: 'read' | 'edit' | 'owner',
): Promise<{ access: Access; userId: string } | Response> {
  const userId = requestUserId(c)
  const access = await listAccess(db, listId, userId)
  if (!access) return jsonError(404, 'There is no such list, or it is not shared with you.')
  if (need === 'edit' && !canEdit(access)) {
    return jsonError(403, 'This list is shared with you for reading only.')
  }
  if (need === 'owner' && access !== 'owner') {
    return jsonError(403, 'Only the owner of the list can do this.')
  }
  return { access, userId }
}

/**
 * Reads a JSON body through the limited reader (64 KiB, counted as it arrives, so a chunked body
 * is refused with 413 before it is read whole) and checks it with a zod schema; a 400 with a
 * readable detail otherwise.
 */
export async function readJson<T>(
  c: Context,
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  },
): Promise<T | Response> {
  const read = await readLimitedBody(c.req.raw)
  if (!read.ok) return jsonError(read.status, read.detail, { connection: 'close' })
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(read.body))
  } catch {
    return jsonError(400, 'The request body must be JSON.')
  }
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : ''
  return jsonError(400, `${where}${issue?.message ?? 'invalid input'}`)
}
