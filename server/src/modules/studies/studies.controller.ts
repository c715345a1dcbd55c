// The routes of studies.
import type { Study } from '@cla/domain/api';
import { CreateStudyBody, StudyListQuery } from '@cla/domain/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { type CreateStudyInput, StudiesService } from './studies.service.js';

/** Studies run as jobs on a section (`/api/studies`). */
@Controller('api/studies')
export class StudiesController {
  constructor(private readonly studies: StudiesService) {}

  /** Asks for a study (202: queued; poll `GET /api/studies/{id}`). */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  create(@CurrentUser() user: User, @Body(new SchemaPipe(CreateStudyBody)) body: CreateStudyInput): Promise<Study> {
    return this.studies.create(user, body);
  }

  /** The studies of a section, newest first: `GET /api/studies?section={id}`. */
  @Get()
  list(@CurrentUser() user: User, @Query(new SchemaPipe(StudyListQuery)) query: { section: string }): Promise<Study[]> {
    return this.studies.listOfSection(user, query.section);
  }

  @Get(':id')
  get(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<Study> {
    return this.studies.get(user, id);
  }

  /** Cancels a queued or running study, or deletes a finished one (204); the owner only. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() user: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.studies.remove(user, id);
  }
}
