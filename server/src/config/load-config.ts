// Reads the configuration from process.env at start: the only place in the server that does.
import { availableParallelism } from 'node:os';

import type { AppConfig } from './app-config.js';
import { formatConfigErrors, parseConfig } from './parse-config.js';
import { REPOSITORY_ROOT } from './paths.js';

/**
 * Reads the configuration from `process.env` — the only place in the server that does. On a bad
 * configuration it prints one line naming every bad key and exits the process with code 1.
 */
export function loadConfigOrExit(): AppConfig {
  const result = parseConfig(process.env, { repositoryRoot: REPOSITORY_ROOT, cwd: process.cwd(), cpuCount: availableParallelism() });
  if (!result.ok) {
    process.stderr.write(`${formatConfigErrors(result.errors)}\n`);
    process.exit(1);
  }
  return result.config;
}
