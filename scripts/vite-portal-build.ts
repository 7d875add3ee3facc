import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { build, type AliasOptions, type Plugin } from 'vite';
import { isPortalPagePath, PORTAL_PAGE_FILE } from '../src/shared/portal-pages.ts';
import { precompiledMessages } from './vite-precompiled-messages.ts';

/** The request portal's manifest, beside the app's (scripts/report-bundle-size.ts reads both). */
export const PORTAL_MANIFEST = '.vite/portal-manifest.json';

/**
 * React's packages as the portal's bundle sees them: Preact's compatibility layer, the same
 * API in a tenth of the bytes, so the public form's JavaScript stays within its 60 KB budget
 * (issue 23) on the shared components the app itself uses.
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

function withPreact(aliases: Record<string, string>): AliasOptions {
  return [
    ...PREACT_FOR_REACT,
    ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
  ];
}

/**
 * Builds the request portal's page as a second entry of the same `vite build`, into the app's
 * output folder, once the app's files are written and before the service worker's precache
 * list is made (vite-plugin-pwa does that when the bundle closes): every command that builds
 * the app (npm run build, npm start, the journeys) builds the portal too, and a staff phone
 * opens a portal link offline like any other page.
 */
export function portalBuild(options: { root: string; aliases: Record<string, string> }): Plugin {
  let outDir = '';
  return {
    name: 'fieldwork-portal-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await build({
          configFile: false,
          root: options.root,
          publicDir: false,
          logLevel: 'warn',
          // Its texts too come precompiled: no ICU parser in the public page's budget.
          plugins: [tailwindcss(), precompiledMessages()],
          resolve: { alias: withPreact(options.aliases) },
          build: {
            outDir,
            emptyOutDir: false,
            manifest: PORTAL_MANIFEST,
            sourcemap: false,
            rolldownOptions: { input: path.join(options.root, PORTAL_PAGE_FILE) },
          },
        });
      },
    },
  };
}

/** `npm run dev`: portal links open the portal's page, as the server answers them (src/server/plugins/web-app.ts). */
export function portalDevPage(): Plugin {
  return {
    name: 'fieldwork-portal-dev-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && isPortalPagePath(request.url)) request.url = `/${PORTAL_PAGE_FILE}`;
        next();
      });
    },
  };
}
