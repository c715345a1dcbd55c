// Reads the product version from the root package.json.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reads the product version: the `version` field of the repository's root `package.json`.
 *
 * @param repositoryRoot - absolute path of the repository root
 * @throws Error when the file is missing or has no non-empty string `version`
 */
export async function readApplicationVersion(repositoryRoot: string): Promise<string> {
  const file = join(repositoryRoot, 'package.json');
  const manifest: unknown = JSON.parse(await readFile(file, 'utf8'));
  const version = typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string' || version === '') {
    throw new Error(`${file} has no "version" field`);
  }
  return version;
}
