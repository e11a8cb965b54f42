/** `npm run app:schema`: writes apps/app.schema.json from the contract (apps/files/json-schema.ts). */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appFileJsonSchema } from '../apps/files/json-schema.ts';
import { DEFAULT_APPS_DIR } from '../env.ts';

const target = path.join(DEFAULT_APPS_DIR, 'app.schema.json');
await writeFile(target, appFileJsonSchema());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
