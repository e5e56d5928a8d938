// `tsx --import ./scripts/lingui-node.mjs <script>`: Lingui's macros in SPA code run under Node.
import { register } from 'node:module'

register('./lingui-node-hooks.mjs', import.meta.url)
