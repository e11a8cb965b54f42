/** docs/product/website.md §2 Home: the carousel advances every 5 seconds. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

/** Accessible name of the carousel region when the page gives none. */
export const CAROUSEL_DEFAULT_LABEL = 'Highlights';
