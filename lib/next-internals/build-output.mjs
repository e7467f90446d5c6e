/**
 * Where a build of Next keeps what the site reads from it: the build id, the built stylesheets, the table of routes
 * (`routes-manifest.json`, for the metric labels), and the browser's chunks with the polyfills among them (for the
 * compile hint the build adds, compile-hints.mjs). Next's own layout of its output folder,
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

/**
 * The browser's chunk files of a build, as paths relative to the build folder (`static/chunks/….js`, the form
 * `build-manifest.json` uses); empty when there is no build.
 * @param {string} distDir
 * @returns {string[]}
 */
export function chunkFilesOf(distDir) {
  const chunksDir = path.join(distDir, 'static', 'chunks');
  if (!fs.existsSync(chunksDir)) return [];
  return fs
    .readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.posix.join('static', 'chunks', name.split(path.sep).join('/')));
}

/**
 * The `noModule` polyfill files of a build (`build-manifest.json`), in the form chunkFilesOf answers; empty when
 * there is no build.
 * @param {string} distDir
 * @returns {Set<string>}
 */
export function polyfillFilesOf(distDir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
    return new Set(manifest.polyfillFiles ?? []);
  } catch {
    return new Set();
  }
}
