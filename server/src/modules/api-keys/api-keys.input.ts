// The request schema of a new API key.
import { z } from 'zod';

import { name } from '@cla/domain/contracts';

/** The longest name of an API key. */
export const MAX_API_KEY_NAME_LENGTH = 100;

/** `POST /api/api-keys {name}`: a name to recognise the key by (1–100 characters, trimmed). */
export const CreateApiKeyBody = z.strictObject({ name: name({ max: MAX_API_KEY_NAME_LENGTH }) });
