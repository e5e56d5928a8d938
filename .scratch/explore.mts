import Database from 'better-sqlite3'
const db = new Database('/work/wt-connections/.data/test/hub-small.sqlite', { readonly: true })
console.log(db.prepare('select count(*) c, holder_type, label from roles group by holder_type, label').all())
const rows = db.prepare('select organization_id o, holder_id h from roles').all() as {o:string,h:string}[]
const adj = new Map<string, Set<string>>()
for (const r of rows) { (adj.get(r.o) ?? adj.set(r.o,new Set()).get(r.o)!).add(r.h); (adj.get(r.h) ?? adj.set(r.h,new Set()).get(r.h)!).add(r.o) }
const degs = [...adj.values()].map(s=>s.size).sort((a,b)=>b-a)
console.log('nodes', adj.size, 'max deg', degs.slice(0,10), 'median', degs[degs.length>>1])
// component sizes
const seen = new Set<string>(); const comps: number[] = []
for (const k of adj.keys()) { if (seen.has(k)) continue; let n=0; const q=[k]; seen.add(k); while(q.length){const x=q.pop()!; n++; for (const y of adj.get(x)!) if(!seen.has(y)){seen.add(y);q.push(y)}} comps.push(n) }
comps.sort((a,b)=>b-a); console.log('components', comps.length, comps.slice(0,10))
