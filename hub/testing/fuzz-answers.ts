/**
 * What every error answer must look like, from the hub or through the proxy: JSON with a `detail`
 * (string or FastAPI list). Returns the problem, or null when the answer keeps the rule.
 */
export async function errorProblem(response: Response, method: string): Promise<string | null> {
  if (response.status >= 500)
    return `status ${response.status}: ${await response.text().catch(() => '')}`
  if (response.status < 400 || method === 'HEAD') return null
  const text = await response.text()
  try {
    const body = JSON.parse(text) as { detail?: unknown }
    const { detail } = body
    if (typeof detail === 'string' && detail.length > 0) return null
    if (Array.isArray(detail) && detail.length > 0) return null
    return `status ${response.status} without a detail: ${text.slice(0, 200)}`
  } catch {
    return `status ${response.status} is not JSON: ${text.slice(0, 200)}`
  }
}
