// The application's own facts (its version).
import { Inject, Injectable } from '@nestjs/common';

/** The injection token of the product version string, read once at start. */
export const APPLICATION_VERSION = Symbol('APPLICATION_VERSION');

/** The body of `GET /api/application-version`. */
export interface ApplicationVersion {
  /** The product version, from the root `package.json` (e.g. `0.1.0`). */
  version: string;
}

/** Facts about the running application. */
@Injectable()
export class ApplicationService {
  constructor(@Inject(APPLICATION_VERSION) private readonly version: string) {}

  /** The product version. */
  getVersion(): ApplicationVersion {
    return { version: this.version };
  }
}
