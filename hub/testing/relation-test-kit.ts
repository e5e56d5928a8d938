/** Shared helpers of the relation tests: resolve calls, envelope parsing and fixture lookups. */
import type { Database } from 'better-sqlite3'
import type { Hono } from 'hono'
import { expect } from 'vitest'
import type { z } from 'zod'
import { envelopeSchema, type AccountNodeShape } from './contract/relations'
import { authed, createTestHubApp } from './test-hub'

export interface Kit {
  app: Hono
  db: Database
  apiKey: string
  resolve: (key: string, id: string, body?: unknown, init?: RequestInit) => Promise<Response>
  /** Resolves, expects 200 and one envelope, parses it with the strict schema and returns `value`. */
  value: <T extends z.ZodType>(
    key: string,
    id: string,
    schema: T,
    body?: unknown,
  ) => Promise<z.infer<T>>
  one: <T>(sql: string, ...params: unknown[]) => T
}

export async function relationKit(): Promise<Kit> {
  const { app, apiKey, db } = await createTestHubApp()
  const resolve = async (key: string, id: string, body?: unknown, init: RequestInit = {}) =>
    await app.request(
      `/api/v2/relation/resolve/${key}/${id}`,
      authed(apiKey, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        ...init,
      }),
    )
  const value = async <T extends z.ZodType>(key: string, id: string, schema: T, body?: unknown) => {
    const response = await resolve(key, id, body)
    expect(response.status).toBe(200)
    const envelopes = envelopeSchema(schema).parse(await response.json()) as unknown as {
      entity_from: { fb_entity_id: string }
      entity: { value: z.infer<T> }
    }[]
    expect(envelopes).toHaveLength(1)
    expect(envelopes[0]!.entity_from.fb_entity_id).toBe(id)
    return envelopes[0]!.entity.value
  }
  const one = <T>(sql: string, ...params: unknown[]) => {
    const row = db.prepare(sql).get(...params) as T | undefined
    if (row === undefined) throw new Error(`fixture not found: ${sql}`)
    return row
  }
  return { app: app as unknown as Hono, db, apiKey, resolve, value, one }
}

/** Asserts that every node with children equals the sum of its children; returns the node count. */
export function expectChildrenSum(nodes: AccountNodeShape[]): number {
  let count = 0
  for (const node of nodes) {
    count++
    if (!node.children) continue
    expect(
      node.children.reduce((sum, child) => sum + child.total, 0),
      node.name.de,
    ).toBe(node.total)
    count += expectChildrenSum(node.children)
  }
  return count
}
