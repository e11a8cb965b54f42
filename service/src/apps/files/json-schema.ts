/**
 * The JSON Schema of an app file, made from the contract's zod schema (@wf/sdk/app-file) for
 * editors: apps/app.schema.json, which every app file names as its "$schema", so an editor
 * completes and checks fields as they are typed. `npm run app:schema` writes it; a test keeps
 * it equal to the schema.
 */
import { appFileSchema } from '@wf/sdk/app-file';
import { z } from 'zod';

/** The schema's text as apps/app.schema.json holds it. */
export function appFileJsonSchema(): string {
  const schema = z.toJSONSchema(appFileSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: 'A World Family platform app file (docs/apps.md)' }, null, 2)}\n`;
}
