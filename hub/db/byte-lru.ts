/** A map bounded by the bytes its values take, the least recently used first out (sort orders). */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private total = 0
  constructor(private readonly budget: number) {}
  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }
  set(key: string, value: V, bytes: number): void {
    const old = this.entries.get(key)
    if (old) {
      this.total -= old.bytes
      this.entries.delete(key)
    }
    this.entries.set(key, { value, bytes })
    this.total += bytes
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.budget || oldest === key) break
      this.entries.delete(oldest)
      this.total -= entry.bytes
    }
  }
  resize(key: string, bytes: number): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.total += bytes - entry.bytes
    entry.bytes = bytes
  }
}
