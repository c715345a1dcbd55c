export { ConfigModule } from './config.module.js';
export { APP_CONFIG, type AppConfig, type DatabaseConfig, type NodeEnv } from './app-config.js';
export { loadConfigOrExit } from './load-config.js';
export {
  CONFIG_KEYS,
  SQLITE_FILE_NAME,
  formatConfigErrors,
  parseConfig,
  type ConfigContext,
  type ConfigError,
  type ConfigKey,
  type ConfigResult,
} from './parse-config.js';
export { REPOSITORY_ROOT, SERVER_ROOT } from './paths.js';
