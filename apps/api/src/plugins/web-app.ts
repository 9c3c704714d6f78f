import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './error-handler';

export interface WebAppOptions {
  /** The built single-page app; when absent only the API is served. */
  webDistDir?: string | undefined;
  /** Uploaded and demo images, served under /uploads/. */
  uploadsDir: string;
  /**
   * Pages on other origins (WEB_ORIGIN) show these images: they are then served with
   * `Cross-Origin-Resource-Policy: cross-origin` rather than helmet's `same-origin`.
   */
  imagesForOtherOrigins?: boolean;
}

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the web app and uploads beside the API. Any GET for a page that is not a file answers
 * with index.html, so client routes survive a refresh or a deep link; /api/ paths never do. Pages
 * the build prerendered (apps/web/scripts/prerender.mjs) get their HTML from dist/pages/.
 */
export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, { webDistDir, uploadsDir, imagesForOtherOrigins }) {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '1h',
      // An <img> sends no Origin, so the policy cannot name the allowed origins: it lets any page
      // embed these images, which are public by their (random) address anyway.
      ...(imagesForOtherOrigins && {
        setHeaders: (reply: FastifyReply) => {
          reply.header('cross-origin-resource-policy', 'cross-origin');
        },
      }),
    });

    const indexHtml = webDistDir && path.join(webDistDir, 'index.html');
    const hasWebApp = Boolean(indexHtml && existsSync(indexHtml));
    if (hasWebApp && webDistDir) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent to browsers
        // that accept them, with Vary: Accept-Encoding.
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            hashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'web app not built: serving the API only');
    }

    const pages = hasWebApp && webDistDir ? ownHtmlPages(webDistDir) : new Map<string, string>();
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (hasWebApp && wantsPage(request)) {
        const pathname = (request.url.split('?')[0] ?? '/').replace(/(.)\/$/, '$1');
        return reply
          .header('cache-control', 'no-cache')
          .sendFile(pages.get(pathname) ?? 'index.html');
      }
      const route = request.url.split('?')[0];
      return reply.status(404).send(envelope(404, `No route for ${request.method} ${route}.`));
    });
  },
  { name: 'web-app' },
);

/** '/' → 'pages/index.html', '/user-select-location' → 'pages/user-select-location.html'. */
function ownHtmlPages(webDistDir: string): Map<string, string> {
  const dir = path.join(webDistDir, 'pages');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (path.extname(file) !== '.html') continue;
    const name = path.basename(file, '.html');
    pages.set(name === 'index' ? '/' : `/${name}`, `pages/${file}`);
  }
  return pages;
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/')) {
    return false;
  }
  // A missing file (/assets/x.js, /favicon.png) is a 404, not the app.
  return path.extname(pathname) === '';
}
