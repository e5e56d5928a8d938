import { describe, expect, it } from 'vitest'
import { monitorPaths } from './monitor-paths'

describe('monitorPaths', () => {
  it('writes the changes query with only the filters that are set, in their order', () => {
    expect(monitorPaths.changes({})).toBe('monitor/changes')
    expect(monitorPaths.changes({ list: 'l1', kind: '', type: undefined })).toBe(
      'monitor/changes?list=l1',
    )
    expect(monitorPaths.changes({ type: 'PERSON', entity: 'abc', limit: 1 })).toBe(
      'monitor/changes?type=PERSON&entity=abc&limit=1',
    )
  })

  it('marks one list read, or every list', () => {
    expect(monitorPaths.read('l1')).toBe('monitor/lists/l1/read')
    expect(monitorPaths.read()).toBe('monitor/read')
  })

  it('escapes a colleague’s name in a share’s path', () => {
    expect(monitorPaths.share('l1', 'ann b/c')).toBe('monitor/lists/l1/shares/ann%20b%2Fc')
  })
})
