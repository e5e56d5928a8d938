import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'

const searchSchema = z.object({ q: z.string().default('').catch('') })

export const Route = createFileRoute('/search')({
  validateSearch: searchSchema,
  component: SearchPage,
})

function SearchPage() {
  const { q } = Route.useSearch()
  return <h1 className="text-xl font-semibold">Results for {q}</h1>
}
