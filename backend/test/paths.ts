import path from 'node:path';

// Where the backend suites keep their migrated+seeded PGlite template and the seeded image files.
export const TEST_DIR = path.resolve('.data/test');
export const TEMPLATE_FILE = path.join(TEST_DIR, 'template.tar.gz');
export const TEST_UPLOAD_DIR = path.join(TEST_DIR, 'uploads');
