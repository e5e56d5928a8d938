import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  return (
    <section>
      <h1 className="text-2xl font-semibold">Data Hub Explorer</h1>
      <p className="mt-2 text-slate-700">Search companies, people, places and datasets.</p>
    </section>
  )
}
