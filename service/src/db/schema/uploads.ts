/**
 * Uploaded files (profile images), kept in the database rather than on one instance's disk, so
 * that every instance on one PostgreSQL serves every image (docs/architecture.md "Many
 * instances"). Only re-encoded image bytes are stored (members/profile-image.ts).
 */
import { customType, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { createdAt } from './columns.ts';

/** bytea, read as a Uint8Array on both drivers (pg answers a Buffer, which is one). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const uploads = pgTable(
  'uploads',
  {
    appId: appId(),
    /** The file's name in its URL, `/uploads/{appId}/{name}`: random letters and its extension. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytes('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.name] })],
);
