/**
 * Where the browser keeps an answer the start page asks for on every visit (persisted-answer.ts).
 * The early requests of `/` (early-requests.ts) read it too: what is stored is not asked for early.
 */
export const storedAnswerKey = (name: string) => `dhx:answer:${name}`

/** The stored answers the start page reads first. */
export const STORED_ANSWER = {
  exampleOrganizations: 'example-organizations',
  catalogue: 'catalogue',
} as const
