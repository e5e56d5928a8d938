import Database from 'better-sqlite3'
import { findConnectionPairs } from '../hub/testing/connection-pairs'
const db = new Database(process.argv[2] ?? '/work/wt-connections/.data/test/hub-small.sqlite', { readonly: true })
const t = performance.now()
console.log(JSON.stringify(findConnectionPairs(db), null, 1), performance.now() - t)
console.log(db.prepare('select min(share_percentage), max(share_percentage), count(*) from roles where share_percentage is not null').get())
console.log(db.prepare('select label, count(*) from roles where share_percentage is not null group by label').all())
