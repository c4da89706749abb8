// Production build of the UI into dist/, which scripts/embed_ui_assets.mjs compiles into the binary.
// Output: dist/index.html, dist/favicon.svg, dist/robots.txt, dist/assets/app-<hash>.js, dist/assets/app-<hash>.css and
// dist/assets/live-events-worker-<hash>.js (the SharedWorker holding the browser's one live stream, see
// src/lib/live-events-worker.ts). index.html carries no inline script or style because the server's CSP is
// `default-src 'self'`, which also lets the app start a worker from its own origin.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const uiDir = dirname(fileURLToPath(import.meta.url));
const distDir = join(uiDir, 'dist');
const assetsDir = join(distDir, 'assets');

// Old hashed files would otherwise pile up and all get embedded.
rmSync(distDir, { recursive: true, force: true });
mkdirSync(assetsDir, { recursive: true });

// The worker first: the app is built knowing the worker's hashed URL, so a new worker means a new app bundle too.
const worker = await buildScript('live-events-worker', 'src/lib/live-events-worker.ts', {
  // A classic (non-module) worker script: module SharedWorkers are newer than SharedWorker itself.
  format: 'iife',
});
const js = await buildScript('app', 'src/main.tsx', {
  format: 'esm',
  define: { __LIVE_EVENTS_WORKER_URL__: JSON.stringify(worker) },
});
const css = buildStyles();
writeIndexHtml(js, css);
copyFileSync(join(uiDir, '..', 'assets', 'favicon.svg'), join(distDir, 'favicon.svg'));
// Served as a file, not as the app: a private dashboard asks search engines to stay out.
copyFileSync(join(uiDir, '..', 'assets', 'robots.txt'), join(distDir, 'robots.txt'));
console.log(`ui build: ${js} ${worker} ${css}`);

/** One entry point into exactly one self-contained file (no shared chunks); its URL. */
async function buildScript(name, entry, { format, define = {} }) {
  const result = await esbuild.build({
    absWorkingDir: uiDir,
    entryPoints: { [name]: join(uiDir, entry) },
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
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
  const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
  if (outputs.length !== 1) throw new Error(`expected one ${name} bundle, got: ${outputs.join(', ')}`);
  return urlOf(join(uiDir, outputs[0]));
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

function writeIndexHtml(jsUrl, cssUrl) {
  const template = readFileSync(join(uiDir, 'src', 'index.html'), 'utf8');
  const html = template.replace('{{APP_JS}}', jsUrl).replace('{{APP_CSS}}', cssUrl);
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
