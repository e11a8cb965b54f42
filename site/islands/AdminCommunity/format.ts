/** How the Content and community screen writes dates and failed calls: the console's way (site/lib/console/format.ts). */
export { errorText, formatDateTime } from '../../lib/console/format.ts';
