/** The bad-input suite (route-suite.ts) for the routes that need no signed-in member. */
import { fuzzApiRoutes } from './route-suite.ts';

fuzzApiRoutes((route) => route.access === 'anyone');
