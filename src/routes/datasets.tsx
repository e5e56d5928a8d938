import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/datasets')({
  component: DatasetsPage,
})

function DatasetsPage() {
  return <h1 className="text-xl font-semibold">Datasets</h1>
}
