// The routes of presets.
import type { CreatePresetBody, Preset, PresetQuery, RenamePresetBody } from '@cla/domain/api';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { CreatePresetBody as CreatePresetSchema, PresetQuery as PresetQuerySchema, RenamePresetBody as RenamePresetSchema } from '@cla/domain/contracts';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { PresetsService } from './presets.service.js';

/** Presets: `GET /api/presets?order=name&type=…`, `POST /api/presets`, `PATCH /api/presets/{id}` (rename), `DELETE /api/presets/{id}`. */
@Controller('api/presets')
export class PresetsController {
  constructor(private readonly presets: PresetsService) {}

  /** The demo catalogue and the caller's presets, by name; `type` filters (400 on an unknown type or order). */
  @Get()
  list(@CurrentUser() user: User, @Query(new SchemaPipe(PresetQuerySchema)) query: PresetQuery): Promise<Preset[]> {
    return this.presets.list(user, query);
  }

  @Post()
  create(@CurrentUser() user: User, @Body(new SchemaPipe(CreatePresetSchema)) input: Required<CreatePresetBody>): Promise<Preset> {
    return this.presets.create(user, input);
  }

  /** Renames one of the caller's presets (400 on an empty or too long name; 403 for the catalogue; 404 for another user's). */
  @Patch(':id')
  rename(@CurrentUser() user: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(RenamePresetSchema)) input: RenamePresetBody): Promise<Preset> {
    return this.presets.rename(user, id, input.name);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.presets.delete(user, id);
  }
}
