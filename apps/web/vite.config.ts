import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCss } from './build-plugins/mantine-css.ts';
import { pureSchemas } from './build-plugins/pure-schemas.ts';

/** Writes .br and .gz next to every text asset, so the server sends them compressed without work per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'oabat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Which client files each route and layout needs (its chunk, the chunks that imports, its CSS), read
 * from the route table and Vite's manifest, so the server can name them in the page's head and the
 * browser loads them while it reads the HTML instead of after the entry script ran.
 */
function routeAssets(root: string, outDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;
  const collect = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    // A chunk's CSS after the CSS of the chunks it imports, as Vite itself links them: Mantine's component
    // sheets share one `@layer mantine`, so the later link wins (Button's sheet must follow UnstyledButton's reset).
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => collect(k, seen)), ...(chunk.css ?? [])];
  };
  // A source file's manifest key from an import written in `dir` (relative to the web app's root).
  const source = (dir: string, rel: string) =>
    path
      .relative(root, path.resolve(root, dir, rel))
      .split(path.sep)
      .join('/');
  // The route table: routes.tsx puts together the areas in src/app/routes/, whose imports are relative to that folder.
  const files = [
    'src/app/routes.tsx',
    ...fs
      .readdirSync(path.join(root, 'src/app/routes'))
      .filter((f) => /\.tsx?$/.test(f))
      .sort()
      .map((f) => `src/app/routes/${f}`),
  ].map((file) => ({ dir: path.dirname(file), text: fs.readFileSync(path.join(root, file), 'utf8') }));
  // The table's page helpers: `const x = (name: string) => () => import(`…${name}…`)` and `const y = () => import('…')`.
  const helpers = new Map<string, (arg?: string) => string>();
  for (const { dir, text } of files) {
    for (const m of text.matchAll(/const (\w+) = \(name: string\) => \(\) => import\(`([^`$]*)\$\{name\}([^`]*)`\)/g))
      helpers.set(m[1]!, (arg) => source(dir, `${m[2]}${arg}${m[3]}`));
    for (const m of text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) helpers.set(m[1]!, () => source(dir, m[2]!));
  }
  const routes: Record<string, string[]> = {};
  for (const { dir, text } of files) {
    // One entry from its name to the next one's: the formatter spreads long entries over several lines.
    for (const entry of text.split(/(?=\bname: ')/).slice(1)) {
      const name = /^name: '([^']+)'/.exec(entry)?.[1];
      const page = /page: (?:\(\) => import\('([^']+)'\)|(\w+)\('([^']+)'\)|(\w+)\b)/.exec(entry);
      const key = page?.[1] ? source(dir, page[1]) : helpers.get(page?.[2] ?? page?.[4] ?? '')?.(page?.[3]);
      if (name && key) routes[name] = [...new Set(collect(key))];
    }
  }
  const layouts: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const layout = key.match(/^src\/app\/layouts\/(.+)-layout\.tsx$/)?.[1];
    if (layout) layouts[layout] = [...new Set(collect(key))];
  }
  // The app itself (app/start.tsx, imported by the boot): its CSS styles every page from the first HTML.
  return { app: [...new Set(collect('src/app/start.tsx'))], routes, layouts };
}

/**
 * After the browser build, builds the server renderer (src/entry-server.tsx) into <outDir>/server, so
 * every `vite build --outDir X` yields a complete pair. The API refuses to serve that folder.
 */
function serverBundle(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'oabat-server-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        // One self-contained file tree: the API loads it wherever the build lies.
        ssr: { noExternal: true },
        build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, 'server'), emptyOutDir: true, target: 'node22', sourcemap: false, minify: false },
      });
      fs.writeFileSync(path.join(outDir, 'server', 'route-assets.json'), JSON.stringify(routeAssets(root, outDir)));
    },
  };
}

export default defineConfig({
  plugins: [react(), mantineCss(), pureSchemas(), precompress(), serverBundle()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'ws://localhost:3000', ws: true } } },
  // The manifest tells the server renderer which chunks a route needs (routeAssets above).
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
