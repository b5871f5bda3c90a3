import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { SitePagesManifest } from '@fokus/core';
import { localizedPath, parseSitePath, SITE_PAGES, type SiteLanguage } from '../src/site/paths.ts';

/** The shapes of src/site/render.tsx's `renderSite` (kept here: this file is type-checked for Node). */
interface RenderedSite {
  pages: { path: string; language: string; html: string }[];
  articleNotFound: Record<string, string>;
  sitemap: string;
  robots: string;
}
interface RenderSiteOptions {
  content: {
    list(directory: string): string[];
    read(file: string): string;
    publicFile(sitePath: string): Uint8Array | undefined;
  };
  assets: { css: string; script: string };
}

interface ViteManifestChunk {
  file: string;
  css?: string[];
}

/** `/en/blog/pomodoro` → `en/blog/pomodoro.html`; `/` → `index.html`. */
export function fileOfPath(address: string): string {
  return address === '/' ? 'index.html' : `${address.slice(1)}.html`;
}

/**
 * After the site's script and stylesheet are written, renders every page with them (the stylesheet
 * inlined) through Vite's module loader, so the renderer is the same TypeScript/JSX as the app.
 */
export function prerenderSite(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fokus-prerender-site',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const siteDir = path.join(outDir, 'site');
      const assets = JSON.parse(await readFile(path.join(siteDir, 'assets.json'), 'utf8')) as Record<
        string,
        ViteManifestChunk
      >;
      const entry = Object.values(assets).find((chunk) => /assets\/site-[^/]+\.js$/.test(chunk.file));
      const cssFile = entry?.css?.[0];
      if (!entry || !cssFile) throw new Error('prerender-site: the site script or stylesheet was not built');

      const loader = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        resolve: { alias: config.resolve.alias },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let site: RenderedSite;
      try {
        const { renderSite } = (await loader.ssrLoadModule('/src/site/render.tsx')) as {
          renderSite: (options: RenderSiteOptions) => RenderedSite;
        };
        const contentDir = path.join(config.root, 'content');
        const publicDir = path.join(config.root, 'public');
        site = renderSite({
          content: {
            list: (directory) => readdirSync(path.join(contentDir, directory)),
            read: (file) => readFileSync(path.join(contentDir, file), 'utf8'),
            publicFile: (sitePath) => {
              const file = path.join(publicDir, sitePath);
              return file.startsWith(publicDir + path.sep) && existsSync(file)
                ? readFileSync(file)
                : undefined;
            },
          },
          assets: { css: await readFile(path.join(outDir, cssFile), 'utf8'), script: `/${entry.file}` },
        });
      } finally {
        await loader.close();
      }

      await rm(path.join(siteDir, 'ru'), { recursive: true, force: true });
      await rm(path.join(siteDir, 'en'), { recursive: true, force: true });
      const manifest: SitePagesManifest = {
        pages: {},
        articleNotFound: {},
        sitemap: 'sitemap.xml',
        robots: 'robots.txt',
      };
      const write = async (file: string, content: string) => {
        await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
        await writeFile(path.join(siteDir, file), content);
      };
      for (const page of site.pages) {
        const file = `${page.language}/${fileOfPath(parseSitePath(page.path)?.path ?? page.path)}`;
        manifest.pages[page.path] = file;
        await write(file, page.html);
      }
      for (const [language, html] of Object.entries(site.articleNotFound)) {
        const file = `${language}/blog-article-not-found.html`;
        manifest.articleNotFound[localizedPath(SITE_PAGES.blog, language as SiteLanguage)] = file;
        await write(file, html);
      }
      await write(manifest.sitemap, site.sitemap);
      await write(manifest.robots, site.robots);
      await write('pages.json', `${JSON.stringify(manifest, null, 2)}\n`);
      config.logger.info(
        `prerendered ${site.pages.length} public pages into ${path.relative(config.root, siteDir)}/`,
      );
    },
  };
}
