// A .po catalogue imported through @lingui/vite-plugin is its compiled messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
