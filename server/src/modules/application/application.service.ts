// Facts about the running application that the web app reads at start: the version and the connect platform's address.
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';

/** The injection token of the product version string, read once at start. */
export const APPLICATION_VERSION = Symbol('APPLICATION_VERSION');

/** The body of `GET /api/application-version`. */
export interface ApplicationVersion {
  /** The product version, from the root `package.json` (e.g. `0.1.0`). */
  version: string;
  /** The connect platform the web header links (`CONNECT_URL`); absent when unset, and the header shows no link. */
  connectUrl?: string;
}

/** Facts about the running application. */
@Injectable()
export class ApplicationService {
  constructor(
    @Inject(APPLICATION_VERSION) private readonly version: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The product version, and the connect platform's address when one is configured. */
  getVersion(): ApplicationVersion {
    return this.config.connectUrl === '' ? { version: this.version } : { version: this.version, connectUrl: this.config.connectUrl };
  }
}
