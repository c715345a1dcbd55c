// The configuration's public entry: its types, its token, the parser and the paths.
export { ConfigModule } from './config.module.js';
export {
  APP_CONFIG,
  type AppConfig,
  type AuthConfig,
  type DatabaseConfig,
  type HttpConfig,
  type LayingMethodName,
  type MailConfig,
  type NodeEnv,
  type SimulatorConfig,
  type StudiesConfig,
} from './app-config.js';
export { loadConfigOrExit } from './load-config.js';
export {
  CONFIG_KEYS,
  LAYING_METHOD_NAMES,
  MIN_PASSWORD_LENGTH,
  SQLITE_FILE_NAME,
  formatConfigErrors,
  parseConfig,
  type ConfigContext,
  type ConfigError,
  type ConfigKey,
  type ConfigResult,
} from './parse-config.js';
export { REPOSITORY_ROOT, SERVER_ROOT } from './paths.js';
