/** A message catalogue: one message (ICU MessageFormat) per key. Typed, so a missing key does not compile. */
import type { MessageKey } from '../validation/keys.js';

export type Catalogue = Readonly<Record<MessageKey, string>>;
