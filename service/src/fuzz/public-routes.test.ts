/** The bad-input suite (route-suite.ts) for the API_ROUTES rows that need no signed-in member. */
import { fuzzApiRoutes } from './route-suite.ts';

fuzzApiRoutes((route) => !route.auth);
