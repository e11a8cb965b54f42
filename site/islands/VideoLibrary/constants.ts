/** docs/product/website.md §9: the library grid shows this many videos until 'Load More Videos'. */
export const VIDEO_GRID_PAGE_SIZE = 6;
