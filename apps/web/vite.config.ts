import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The API server in development (npm run dev at the root); the built app is served by it directly.
const API_TARGET = 'http://localhost:8080';
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL(import.meta.resolve('react-router').replace('/development/', '/production/')),
);

/**
 * Libraries the first view runs: i18next, TanStack Query. Only what the first view needs is named,
 * because a group takes every module it matches: a library used only by lazily loaded code (zod
 * in the account forms, react-i18next's <Trans> in the register form) must stay out of a chunk
 * the entry imports.
 */
function isFirstViewLibrary(id: string): boolean {
  if (/[\\/]react-i18next[\\/].*[\\/](Trans|TransWithoutContext|IcuTrans\w*)\.js$/.test(id)) return false;
  return /node_modules[\\/](i18next|react-i18next|@tanstack|use-sync-external-store)[\\/]/.test(id);
}

/** Text files worth compressing; smaller ones gain nothing (one packet either way). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the
 * highest levels; the server sends them to browsers that accept them (@fastify/static
 * preCompressed), so no request pays for compression and no asset goes uncompressed.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return {
    name: 'khela-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < COMPRESS_MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: {
    // Workspace packages (e.g. @khela/contract) resolve to their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    // React Router's package exports only its development build (warnings and checks included);
    // the production build beside it is the same API, smaller.
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Each language's texts (locales/<language>/<namespace>.json, decision 0082) are named for
        // what they hold: a JSON chunk's source map names no source, and the budget test finds
        // each language's main messages by this name.
        chunkFileNames: (chunk) => {
          const locale = /[\\/]locales[\\/]([a-z-]+)[\\/]([A-Za-z]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'libs', test: isFirstViewLibrary },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the realtime socket /wps/ws (decision 0059).
      '/wps': { target: API_TARGET, changeOrigin: true, ws: true },
      '/lgw': { target: API_TARGET, changeOrigin: true },
      // The lottery's opened numbers (spec section 7: /lotto/lgw/games/opened/numero).
      '/lotto': { target: API_TARGET, changeOrigin: true },
      '/docs': { target: API_TARGET, changeOrigin: true },
      // Content images operators upload (decision 0030).
      '/media': { target: API_TARGET, changeOrigin: true },
      // Game artwork and vendor marks, drawn by the server (decision 0044).
      '/game-icons': { target: API_TARGET, changeOrigin: true },
    },
  },
}));
