import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, resolveStaticPath } from './resolve.ts';

const root = '/srv/site';
const files = new Set(
  [
    'index.html',
    'temples.html',
    'temples/phoenix.html',
    '404.html',
    '404-video.html',
    '_astro/app.abc123.js',
  ].map((f) => path.join(root, f)),
);
const exists = (file: string) => files.has(file);

describe('resolveStaticPath', () => {
  it('given / it serves the home page', () => {
    expect(resolveStaticPath('/', root, exists)).toEqual({
      kind: 'file',
      file: `${root}/index.html`,
      status: 200,
    });
  });

  it('given a clean page path it serves the matching .html file', () => {
    expect(resolveStaticPath('/temples/phoenix', root, exists)).toMatchObject({
      file: `${root}/temples/phoenix.html`,
      status: 200,
    });
  });

  it('given a page that shares its name with a folder it serves the page', () => {
    expect(resolveStaticPath('/temples', root, exists)).toMatchObject({
      file: `${root}/temples.html`,
      status: 200,
    });
  });

  it('given a trailing slash it redirects to the canonical path', () => {
    expect(resolveStaticPath('/temples/', root, exists)).toEqual({
      kind: 'redirect',
      location: '/temples',
      status: 301,
    });
  });

  it('given a .html path it redirects to the clean path', () => {
    expect(resolveStaticPath('/temples.html', root, exists)).toMatchObject({
      location: '/temples',
      status: 301,
    });
    expect(resolveStaticPath('/index.html', root, exists)).toMatchObject({ location: '/', status: 301 });
  });

  it('given an unknown video id it answers 404 with the Video Not Found page', () => {
    expect(resolveStaticPath('/videos/no-such-video', root, exists)).toEqual({
      kind: 'not-found',
      file: `${root}/404-video.html`,
      status: 404,
    });
  });

  it('given any other unknown path it answers 404 with the general page', () => {
    expect(resolveStaticPath('/nowhere', root, exists)).toMatchObject({
      file: `${root}/404.html`,
      status: 404,
    });
  });

  it('given the not-found pages themselves it still answers 404', () => {
    expect(resolveStaticPath('/404', root, exists).status).toBe(404);
    expect(resolveStaticPath('/404-video', root, exists).status).toBe(404);
  });

  it('given a path whose slashes were encoded (%2F), it never redirects off the site (found by the bad-input suite)', () => {
    expect(resolveStaticPath('//evil.example/', root, exists)).toMatchObject({ location: '/evil.example' });
    expect(resolveStaticPath('///evil.example.html', root, exists)).toMatchObject({
      location: '/evil.example',
    });
  });

  it('given decoded CR/LF, spaces or a question mark, it redirects to them percent-encoded again', () => {
    expect(resolveStaticPath('/a\r\nSet-Cookie: x=1/', root, exists)).toMatchObject({
      location: '/a%0D%0ASet-Cookie%3A%20x%3D1',
    });
    expect(resolveStaticPath('/what?/', root, exists)).toMatchObject({ location: '/what%3F' });
    expect(resolveStaticPath('/vidéos/', root, exists)).toMatchObject({ location: '/vid%C3%A9os' });
  });

  it('given a path that climbs out of the root it answers 404', () => {
    expect(resolveStaticPath('/../etc/passwd', root, exists).status).toBe(404);
    expect(resolveStaticPath('/_astro/../../etc/passwd', root, exists).status).toBe(404);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates pages', () => {
    expect(cacheControlFor('/_astro/app.abc123.js')).toContain('immutable');
    expect(cacheControlFor('/temples/phoenix')).toBe('no-cache');
  });
});
