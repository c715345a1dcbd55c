// The routes of a user's API keys.
import type { ApiKey, CreatedApiKey } from '@cla/domain/api';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CreateApiKeyBody } from '@cla/domain/contracts';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { ApiKeysService } from './api-keys.service.js';

/** `/api/api-keys`: the caller's own API keys (a session is needed: a key cannot manage keys). */
@Controller('api/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  /** The caller's keys, oldest first, without the keys themselves. */
  @Get()
  list(@CurrentUser() user: User): Promise<ApiKey[]> {
    return this.keys.list(user.id);
  }

  /** A new key: 201 `{ id, name, prefix, key, createdAt, lastUsedAt }`, the only answer that holds `key`. */
  @Post()
  create(@CurrentUser() user: User, @Body(new SchemaPipe(CreateApiKeyBody)) input: { name: string }): Promise<CreatedApiKey> {
    return this.keys.create(user.id, input.name);
  }

  /** Revokes a key at once (204). */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  revoke(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.keys.revoke(user.id, id);
  }
}
