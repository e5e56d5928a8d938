import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { datasetQueries } from '../api/dataset-queries'
import { DatasetMetadata } from './dataset-metadata'
import { DatasetTable } from './dataset-table'

const route = getRouteApi('/datasets/$id')

/** `/datasets/$id`: what the dataset is, then every one of its rows. */
export function DatasetPage() {
  const { id } = route.useParams()
  const { data: base } = useSuspenseQuery(datasetQueries.base(id))
  return (
    <article className="space-y-6">
      <DatasetMetadata base={base} />
      <DatasetTable id={id} base={base} />
    </article>
  )
}
