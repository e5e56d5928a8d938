// The part of @babel/core's API that scripts/vite-lingui-macro.ts uses (the package has no types).
declare module '@babel/core' {
  interface TransformResult {
    code?: string | null
    map?: {
      version: number
      mappings: string
      names: string[]
      sources: string[]
      file?: string
    } | null
  }
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<TransformResult | null>
}
