// Production build of the UI into dist/, which scripts/embed_ui_assets.mjs compiles into the binary.
// Output: dist/index.html, dist/favicon.svg, dist/robots.txt, dist/assets/app-<hash>.js (the shell, the sign-in
// and public pages), dist/assets/chunk-<hash>.js (each signed-in screen and the code screens share, loaded when
// a screen is first opened: src/app/lazy-page.tsx), dist/assets/app-<hash>.css and
// dist/assets/live-events-worker-<hash>.js (the SharedWorker holding the browser's one live stream, see
// src/lib/live-events-worker.ts). index.html carries no inline script or style because the server's CSP is
// `default-src 'self'`, which also lets the app start a worker from its own origin.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const uiDir = dirname(fileURLToPath(import.meta.url));
const distDir = join(uiDir, 'dist');
const assetsDir = join(distDir, 'assets');
const FIRST_LOAD_BUDGET_KIB = 150;

// Old hashed files would otherwise pile up and all get embedded.
rmSync(distDir, { recursive: true, force: true });
mkdirSync(assetsDir, { recursive: true });

// The worker first: the app is built knowing the worker's hashed URL, so a new worker means a new app bundle too.
const { url: worker } = await buildScript('live-events-worker', 'src/lib/live-events-worker.ts', {
  // A classic (non-module) worker script: module SharedWorkers are newer than SharedWorker itself.
  format: 'iife',
});
const { url: js, staticChunks } = await buildScript('app', 'src/main.tsx', {
  format: 'esm',
  splitting: true,
  define: { __LIVE_EVENTS_WORKER_URL__: JSON.stringify(worker) },
});
const css = buildStyles();
writeIndexHtml(js, staticChunks, css);
copyFileSync(join(uiDir, '..', 'assets', 'favicon.svg'), join(distDir, 'favicon.svg'));
// Served as a file, not as the app: a private dashboard asks search engines to stay out.
copyFileSync(join(uiDir, '..', 'assets', 'robots.txt'), join(distDir, 'robots.txt'));
const firstLoad = [js, ...staticChunks].reduce((sum, url) => sum + gzipSync(readFileSync(join(distDir, url))).length, 0);
console.log(`ui build: ${js} ${worker} ${css}; the first load fetches ${(firstLoad / 1024).toFixed(1)} KiB gzip JS`);
// The budget of the first load (the sign-in page's, docs/benchmarks.md): a build past it fails rather than ships.
if (firstLoad > FIRST_LOAD_BUDGET_KIB * 1024) {
  console.error(
    `ui build FAILED: the first load's JavaScript is ${(firstLoad / 1024).toFixed(1)} KiB gzip, over the budget of ` +
      `${FIRST_LOAD_BUDGET_KIB} KiB: move what the sign-in page does not need into a screen's chunk (src/app/lazy-page.tsx)`,
  );
  process.exit(1);
}

/**
 * One entry point into one file (and, with `splitting`, chunks: each screen imported on demand, and the code
 * they share); the entry's URL and the chunks it imports statically, which every page load needs.
 */
async function buildScript(name, entry, { format, splitting = false, define = {} }) {
  const result = await esbuild.build({
    absWorkingDir: uiDir,
    entryPoints: { [name]: join(uiDir, entry) },
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting,
    bundle: true,
    minify: true,
    format,
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  // Screens imported on demand are entry points of their own in the metafile; the one asked for is `entry`.
  const outputs = result.metafile.outputs;
  const entries = Object.keys(outputs).filter((file) => file.endsWith('.js') && outputs[file].entryPoint === entry);
  if (entries.length !== 1) throw new Error(`expected one ${name} entry bundle, got: ${entries.join(', ')}`);
  const staticChunks = new Set();
  const follow = (file) => {
    for (const imported of outputs[file].imports) {
      if (imported.kind !== 'import-statement' || staticChunks.has(imported.path)) continue;
      staticChunks.add(imported.path);
      follow(imported.path);
    }
  };
  follow(entries[0]);
  return { url: urlOf(join(uiDir, entries[0])), staticChunks: [...staticChunks].map((file) => urlOf(join(uiDir, file))) };
}

// The Tailwind CLI is the supported v4 entry point; it is run from node_modules so no global install matters.
function buildStyles() {
  const tmpCss = join(distDir, 'app.tmp.css');
  const cli = join(uiDir, 'node_modules', '@tailwindcss', 'cli', 'dist', 'index.mjs');
  execFileSync(process.execPath, [cli, '--input', join(uiDir, 'src', 'styles.css'), '--output', tmpCss, '--minify'], {
    cwd: uiDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const bytes = readFileSync(tmpCss);
  rmSync(tmpCss);
  const file = join(assetsDir, `app-${contentHash(bytes)}.css`);
  writeFileSync(file, bytes);
  return urlOf(file);
}

// The entry's own imports are announced up front, so the browser fetches them beside the entry rather than
// after parsing it.
function writeIndexHtml(jsUrl, staticChunks, cssUrl) {
  const template = readFileSync(join(uiDir, 'src', 'index.html'), 'utf8');
  const preloads = staticChunks.map((url) => `<link rel="modulepreload" href="${url}" />`).join('\n    ');
  const html = template
    .replace('{{APP_JS}}', jsUrl)
    .replace('{{APP_CSS}}', cssUrl)
    .replace('{{MODULE_PRELOADS}}', preloads);
  if (html.includes('{{')) throw new Error('index.html template has an unknown placeholder');
  writeFileSync(join(distDir, 'index.html'), html);
}

// Same shape as esbuild's [hash]: 8 upper-case characters, so both assets look alike.
function contentHash(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase();
}

function urlOf(file) {
  return '/' + relative(distDir, file).split('\\').join('/');
}
