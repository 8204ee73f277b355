// Where the installed package lives, so its shipped data (scenarios/, the SDS catalogues) is found
// from any working folder. src/cli/ and dist/cli/ both sit two levels below the package folder.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The shipped scenarios, lists and catalogues: always readable (they come with volley). */
export const PACKAGE_DATA = join(PACKAGE_ROOT, 'scenarios');
