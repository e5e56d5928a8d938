import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/organizations/$id')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/organizations/$id"!</div>
}
