// The admin's routes of the global presets (`/api/admin/presets/**`).
import type { CreatePresetBody, Preset, RenamePresetBody } from '@cla/domain/api';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { CreatePresetBody as PresetSchema, RenamePresetBody as RenamePresetSchema } from '@cla/domain/contracts';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { PresetsAdminService } from './presets-admin.service.js';

/** `/api/admin/presets/**`: the global presets (the catalogue every user sees), admins only; every change audited. */
@Controller('api/admin/presets')
@Roles('admin')
export class PresetsAdminController {
  constructor(private readonly presets: PresetsAdminService) {}

  @Get()
  list(): Promise<Preset[]> {
    return this.presets.list();
  }

  @Post()
  create(@CurrentUser() admin: User, @Body(new SchemaPipe(PresetSchema)) input: Required<CreatePresetBody>): Promise<Preset> {
    return this.presets.create(admin.id, input);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: string): Promise<Preset> {
    return this.presets.get(id);
  }

  @Put(':id')
  update(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(PresetSchema)) input: Required<CreatePresetBody>): Promise<Preset> {
    return this.presets.update(admin.id, id, input);
  }

  @Patch(':id')
  rename(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(RenamePresetSchema)) input: RenamePresetBody): Promise<Preset> {
    return this.presets.rename(admin.id, id, input.name);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@CurrentUser() admin: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.presets.delete(admin.id, id);
  }
}
