/**
 * The base every app merges: the port table, the one Module Federation `shared` map and
 * the common Rsbuild settings. Each app's own rsbuild.config.ts is a few lines on top.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { inlineScriptHashes } from './scripts/lib/inline-script-hashes.mjs';

export type AppName = 'shell' | 'auth' | 'customer' | 'billing' | 'staff';

// PORT_OFFSET moves every default port at once, so two checkouts can serve side by side.
const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const envPort = (name: string, fallback: number) => Number(process.env[name] ?? fallback + PORT_OFFSET);

/** Local ports, as decisions.md pins them; each can be moved with an env variable. */
export const PORTS: Record<AppName | 'api', number> = {
  shell: envPort('SHELL_PORT', 3000),
  auth: envPort('AUTH_PORT', 3001),
  customer: envPort('CUSTOMER_PORT', 3002),
  billing: envPort('BILLING_PORT', 3003),
  staff: envPort('STAFF_PORT', 3004),
  api: envPort('MOCK_API_PORT', 3100),
};

const root = path.dirname(new URL(import.meta.url).pathname);
const requireFromRoot = createRequire(path.join(root, 'shell', 'package.json'));
const installedVersion = (pkg: string): string =>
  (requireFromRoot(`${pkg}/package.json`) as { version: string }).version;

// Versions are set explicitly: the apps' package.json say `catalog:`, which is no semver range.
const singleton = (pkg: string): moduleFederationPlugin.SharedConfig => {
  const version = installedVersion(pkg);
  return { singleton: true, requiredVersion: `^${version}`, version };
};

/**
 * Exactly one copy of each of these runs in the browser. Subpath entries (`react-dom/`,
 * `zustand/`) catch deep imports such as `react-dom/client`. react-router itself is not
 * shared: every app imports routing from `@panel/router`, a narrow re-export, so the one
 * shared router chunk holds only what the apps use.
 */
export const sharedSingletons: Record<string, moduleFederationPlugin.SharedConfig> = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  zustand: singleton('zustand'),
  'zustand/': singleton('zustand'),
  swr: singleton('swr'),
  'react-hot-toast': singleton('react-hot-toast'),
  '@panel/router': singleton('@panel/router'),
  '@panel/session': singleton('@panel/session'),
  // The API client holds the 401 listeners and the early answers: one copy, or a remote's
  // calls would bypass what the shell subscribed.
  '@panel/api': singleton('@panel/api'),
};

const isDev = process.env.NODE_ENV === 'development';

const brotli = promisify(zlib.brotliCompress);

/**
 * Writes a brotli file (quality 11) beside every text file of a production build, for the
 * servers to send as they are (`scripts/serve-app.mjs`): about 14% fewer bytes than the
 * quality a server can afford to compress with on every request.
 */
const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'panel:precompress',
  setup(api) {
    api.onAfterBuild(async () => {
      const dist = api.context.distPath;
      const files = fs
        .readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|css|json|html|svg)$/.test(file))
        .map((file) => path.join(dist, file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length };
          await fs.promises.writeFile(`${file}.br`, await brotli(source, { params }));
        }),
      );
    });
  },
});

/**
 * Writes `csp.json` beside a production build: the hashes of the inline scripts of its pages
 * (the shell's index.html, a remote's server-included fragments), for the shell's server to
 * put in the page's Content-Security-Policy (scripts/lib/security-headers.mjs).
 */
const pluginInlineScriptHashes = (): RsbuildPlugin => ({
  name: 'panel:inline-script-hashes',
  setup(api) {
    api.onAfterBuild(async () => {
      const dist = api.context.distPath;
      const pages = fs
        .readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((file) => file === 'index.html' || (file.startsWith(`fragments${path.sep}`) && file.endsWith('.html')));
      const hashes = pages.flatMap((file) => inlineScriptHashes(fs.readFileSync(path.join(dist, file), 'utf8'), file));
      await fs.promises.writeFile(path.join(dist, 'csp.json'), `${JSON.stringify({ scriptHashes: [...new Set(hashes)] })}\n`);
    });
  },
});

/**
 * Puts the stylesheets the remote's `./app` expose loads first (as its mf-manifest.json lists
 * them) into its server-included fragments (`fragments/**.html`), where a fragment says
 * `<!-- panel:app-styles -->`: the fragment paints with the app's own rules before any
 * JavaScript, so nothing moves when the app replaces it. Development servers serve the
 * fragments as written, without the styles.
 */
const FRAGMENT_STYLES_MARK = '<!-- panel:app-styles -->';
const pluginFragmentStyles = (): RsbuildPlugin => ({
  name: 'panel:fragment-styles',
  setup(api) {
    api.onAfterBuild(async () => {
      const dist = api.context.distPath;
      const fragments = path.join(dist, 'fragments');
      const manifestFile = path.join(dist, 'mf-manifest.json');
      if (!fs.existsSync(fragments) || !fs.existsSync(manifestFile)) return;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
        exposes?: { name: string; assets: { css: { sync: string[] } } }[];
      };
      const sheets = manifest.exposes?.find((expose) => expose.name === 'app')?.assets.css.sync ?? [];
      const css = sheets.map((sheet) => fs.readFileSync(path.join(dist, sheet), 'utf8')).join('\n');
      for (const file of fs.readdirSync(fragments, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
        const full = path.join(fragments, file);
        const html = fs.readFileSync(full, 'utf8');
        if (html.includes(FRAGMENT_STYLES_MARK)) fs.writeFileSync(full, html.replace(FRAGMENT_STYLES_MARK, () => `<style>${css}</style>`));
      }
    });
  },
});

/**
 * Compiles what a fragment names in `<script data-compiled-from="src/…ts"></script>` or
 * `<style data-compiled-from="src/…css"></style>` (paths from the remote's root) into that
 * element: a fragment's script written in TypeScript from the remote's own rules and catalogue
 * instead of a plain-script copy of them, and its styles from the screen's own stylesheets. The
 * shell's server replaces `{{segment}}` in a fragment with the URL's value, so compiled code
 * must never contain `{{`. Development servers serve the fragments as written, without either.
 */
const COMPILED_FROM = /<(script|style) data-compiled-from="([^"]+)"><\/\1>/g;

async function compileForFragment(root: string, kind: string, source: string): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [source],
    bundle: true,
    write: false,
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    ...(kind === 'script' ? { format: 'iife', platform: 'browser', target: 'es2020' } : { target: ['chrome100', 'firefox100', 'safari15'] }),
  } as esbuild.BuildOptions);
  let code = result.outputFiles![0]!.text.trim();
  if (kind === 'script') {
    // The catalogue's `{{value}}` slots sit in string literals; written `{\x7b…}}` there, they
    // are the same strings, and no inline script carries what looks like a fragment placeholder.
    code = code.replace(/\{\{(\w+)\}\}/g, '{\\x7b$1}}');
    await esbuild.transform(code, { loader: 'js' }); // still valid
  }
  if (code.includes('{{') || new RegExp(`</${kind}`, 'i').test(code)) {
    throw new Error(`${source}: compiled code must not contain {{ or </${kind}>`);
  }
  return code;
}

const pluginFragmentScripts = (): RsbuildPlugin => ({
  name: 'panel:fragment-scripts',
  setup(api) {
    api.onAfterBuild(async () => {
      const fragments = path.join(api.context.distPath, 'fragments');
      if (!fs.existsSync(fragments)) return;
      for (const file of fs.readdirSync(fragments, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
        const full = path.join(fragments, file);
        const html = fs.readFileSync(full, 'utf8');
        const compiled = new Map<string, string>();
        for (const [, kind, source] of html.matchAll(COMPILED_FROM)) compiled.set(`${kind}|${source}`, await compileForFragment(api.context.rootPath, kind!, source!));
        if (compiled.size === 0) continue;
        fs.writeFileSync(full, html.replace(COMPILED_FROM, (_, kind: string, source: string) => `<${kind}>${compiled.get(`${kind}|${source}`)}</${kind}>`));
      }
    });
  },
});

/** The common settings of every app, host or remote. */
export function appConfig(
  name: AppName,
  federation: moduleFederationPlugin.ModuleFederationPluginOptions,
  extra: RsbuildConfig = {},
): RsbuildConfig {
  const base = defineConfig({
    // Order matters: the fragments get their styles before they are hashed and compressed.
    plugins: [pluginReact(), pluginModuleFederation(federation), pluginFragmentStyles(), pluginFragmentScripts(), pluginInlineScriptHashes(), pluginPrecompress()],
    source: {
      define: {
        'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
      },
    },
    server: {
      port: PORTS[name],
      strictPort: true,
      cors: name === 'shell' ? false : { origin: '*' },
      // Development servers (the shell, and a remote running standalone) reach the API here.
      proxy: { '/api': process.env.API_URL ?? `http://localhost:${PORTS.api}` },
    },
    dev: { lazyCompilation: false },
    output: {
      assetPrefix: name === 'shell' ? '/' : 'auto',
      // Named chunks make the bundle readable in the browser's network panel and let the
      // benchmark count library copies from the requests themselves.
      filename: { js: '[name].[contenthash:8].js' },
    },
    tools: {
      rspack: {
        // A remote's entry lists every chunk it may load, three times each: short numeric ids
        // keep it small as screens are added (a named id costs ~40 bytes a mention). Library
        // chunks keep their cache-group names (npm-react…); the benchmark finds libraries by
        // their code, not their file names.
        optimization: { chunkIds: name === 'shell' || isDev ? 'named' : 'deterministic' },
      },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
  return mergeRsbuildConfig(base, extra);
}

/** Options every remote's module-federation.config.ts starts from. */
export function remoteFederation(
  name: Exclude<AppName, 'shell'>,
  exposes: Record<string, string>,
): moduleFederationPlugin.ModuleFederationPluginOptions {
  return {
    name,
    exposes,
    filename: 'remoteEntry.js',
    shared: sharedSingletons,
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // The shell provides the federation runtime; a remote built for the shell ships none.
    // Standalone development (the remote's own bootstrap harness) keeps its own copy.
    experiments: { externalRuntime: !isDev, optimization: { target: 'web' } },
  };
}

export default defineConfig({});
