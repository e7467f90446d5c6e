/**
 * Where a build of Next keeps what the site reads from it at run time: the build id, the built stylesheets, and
 * the table of routes (`routes-manifest.json`, for the metric labels). Next's own layout of its output folder,
 * written down here once; e2e/next-markup.spec.ts checks it against a real build.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The build id of the build whose `server` folder the cache handler is given; null when it cannot be read. @param {string} serverDistDir */
export function buildIdOf(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** The URL prefix of the build's static files, and the folder it maps to. */
export const STATIC_URL_PREFIX = '/_next/static/';

/** The folder of the files served under `/_next/static/`. @param {string} serverDistDir */
export const staticDirOf = (serverDistDir) => path.join(serverDistDir, '..', 'static');

/**
 * The routes of a build (`page`: the route template, `regex`: what it matches); empty when there is no build.
 * @param {string} distDir
 * @returns {{ page: string, regex: RegExp }[]}
 */
export function builtRoutes(distDir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
    return [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((route) => ({
      page: route.page,
      regex: new RegExp(route.regex),
    }));
  } catch {
    return [];
  }
}
