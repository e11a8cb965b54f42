/**
 * Typed access to the content collections for pages: settings, page copy with its
 * placeholders filled in, and the catalogue orders the spec asks for.
 */
import { type CollectionEntry, getCollection, getEntry } from 'astro:content';

export type Settings = CollectionEntry<'settings'>['data'];
export type PageData = CollectionEntry<'pages'>['data'];
export type Video = CollectionEntry<'videos'>;
export type Temple = CollectionEntry<'temples'>;

/** Replaces every '{name}' in `text` with `vars[name]` (unknown names are left as they are). */
export function fill(text: string, vars: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => vars[name] ?? match);
}

/** The site settings (content/site/settings.yaml), with '{year}' filled in the copyright. */
export async function getSettings(): Promise<Settings> {
  const entry = await getEntry('settings', 'settings');
  if (!entry) throw new Error('Missing content/site/settings.yaml');
  return { ...entry.data, copyright: fill(entry.data.copyright, { year: String(new Date().getFullYear()) }) };
}

export interface PageCopy extends PageData {
  /** A page-specific text from `labels`; a missing key stops the build with the file's name. */
  label: (key: string) => string;
}

/** The copy of one page (content/site/pages/{id}.yaml), with `vars` filled into its texts. */
export async function getPageCopy(id: string, vars: Record<string, string> = {}): Promise<PageCopy> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`Missing page copy content/site/pages/${id}.yaml`);
  const data = entry.data;
  const labels = Object.fromEntries(
    Object.entries(data.labels).map(([key, text]) => [key, fill(text, vars)]),
  );
  return {
    ...data,
    title: fill(data.title, vars),
    description: fill(data.description, vars),
    heading: fill(data.heading, vars),
    intro: data.intro === undefined ? undefined : fill(data.intro, vars),
    labels,
    label(key) {
      const text = labels[key];
      if (text === undefined) throw new Error(`content/site/pages/${id}.yaml: missing labels.${key}`);
      return text;
    },
  };
}

/** A field a page cannot do without; a missing one stops the build naming the file. */
export function required<T>(value: T | undefined, pageId: string, field: string): T {
  if (value === undefined) throw new Error(`content/site/pages/${pageId}.yaml: missing ${field}`);
  return value;
}

/**
 * The published videos: a file marked `draft: true` (unpublished from the console's Videos
 * screen) is kept, but has no page and is in no listing or sitemap.
 */
export function getPublishedVideos(): Promise<Video[]> {
  return getCollection('videos', (video) => !video.data.draft);
}

/** docs/product/website.md §3: listings show the newest published video first. */
export async function getVideosNewestFirst(): Promise<Video[]> {
  const videos = await getPublishedVideos();
  return videos.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** The temples in their index order. */
export async function getTemplesInOrder(): Promise<Temple[]> {
  const temples = await getCollection('temples');
  return temples.sort((a, b) => a.data.order - b.data.order);
}

/** Dates as the site shows them, e.g. 'March 15, 2024' (content dates are UTC calendar days). */
export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The machine-readable form of a content date for <time datetime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
