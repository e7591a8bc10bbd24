import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fullJson } from './build/full-json.ts';

// Relative base so the same build works at `/` on our server and inside mini-program webviews that
// mount it under a sub-path. The API and the static images come from the same origin in production;
// in development Vite forwards them to the API server.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Writes which source modules make up each chunk (and how many bytes each contributes), so the size
 * budget test can name the module that grew a chunk past its budget.
 */
function chunkModules(): Plugin {
  return {
    name: 'nutri-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: Record<string, { module: string; bytes: number }[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        out[item.fileName] = Object.entries(item.modules)
          .map(([id, m]) => ({
            module: id.replace(/^.*node_modules[\\/]/, 'node_modules/').replace(process.cwd(), '.'),
            bytes: m.renderedLength,
          }))
          .sort((a, b) => b.bytes - a.bytes);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(out, null, 1),
      });
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every text file of the build; the server sends them (`preCompressed`) to
 * clients that accept them. On a mobile connection the first screen's ~550 KB of JS and CSS becomes
 * ~190 KB, and compressing once at build time costs the server nothing per request.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|css|html|json|svg)$/;
  return {
    name: 'nutri-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(dir, fileName);
        const raw = fs.readFileSync(file);
        // Below one packet compression saves nothing worth a second file.
        if (raw.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [fullJson(), react(), chunkModules(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/staticImages': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    target: 'es2020',
    // The first screen's budget is 170 KiB gzip of JS: long-lived libraries get their own chunks so an app
    // change does not bust them; everything else stays in the lazy route chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
