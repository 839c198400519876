import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's CSS per component instead of the whole `@mantine/core/styles.css` (about 35 KB gzip, render
 * blocking on every page). Each Mantine component reads its class names from `<Name>.module.mjs`, and
 * every such module has a stylesheet `styles/<Name>.layer.css`: the build appends that import to the
 * module, so the CSS lands in whichever chunk the component lands in and a page loads the styles of
 * the components it renders. The `@layer mantine` variants keep the cascade independent of the order in
 * which route chunks add their CSS (the app's own unlayered CSS wins, as it did by coming last).
 * main.tsx imports the base layers (baseline, variables, global). The dev server pre-bundles Mantine
 * (this transform does not see it there), so it gets the whole layered sheet instead.
 */
export function mantineCss(): Plugin {
  let serve = false;
  return {
    name: 'oabat-mantine-css',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform: {
      filter: { id: /(@mantine[\\/]core[\\/]esm[\\/].+\.module\.mjs|[\\/]src[\\/]main\.tsx)$/ },
      handler(code, id) {
        if (id.endsWith('main.tsx')) return serve ? `import '@mantine/core/styles.layer.css';\n${code}` : null;
        const name = path.basename(id, '.module.mjs');
        return { code: `${code}\nimport '@mantine/core/styles/${name}.layer.css';\n`, map: null };
      },
    },
  };
}
