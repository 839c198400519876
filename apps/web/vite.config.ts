import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Writes .br and .gz next to every text asset, so the server sends them compressed without work per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'oabat-precompress',
    apply: 'build',
    configResolved(config) { outDir = path.resolve(config.root, config.build.outDir); },
    closeBundle() {
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
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
 * After the browser build, builds the server renderer (src/entry-server.tsx) into <outDir>/server, so
 * every `vite build --outDir X` yields a complete pair. The API refuses to serve that folder.
 */
function serverBundle(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'oabat-server-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) { root = config.root; outDir = path.resolve(config.root, config.build.outDir); },
    async closeBundle() {
      await build({
        root, configFile: false, logLevel: 'warn',
        plugins: [react()],
        // One self-contained file tree: the API loads it wherever the build lies.
        ssr: { noExternal: true },
        build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, 'server'), emptyOutDir: true, target: 'node22', sourcemap: false, minify: false },
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), serverBundle()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'ws://localhost:3000', ws: true } } },
  build: { target: 'es2022', sourcemap: false },
});
