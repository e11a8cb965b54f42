/**
 * drizzle-kit: generates SQL migrations into drizzle/ from the platform's schema (src/db/schema.ts)
 * and World Family's (src/site/schema.ts), one history for the service (npm run db:generate).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/site/schema.ts'],
  out: './drizzle',
});
