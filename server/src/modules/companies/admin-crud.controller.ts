// The admin's five routes of one commercial resource (list, create, read, change, delete), written once for the four.
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, type Type } from '@nestjs/common';
import type { z } from 'zod';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { AdminCommercialService } from './admin-commercial.service.js';

/** What the routes of one kind of thing ask the catalogue: its list, one, a creation, a change, a deletion (audited). */
export interface CrudOps<View, Input> {
  list(): Promise<View[]>;
  read(id: string): Promise<View>;
  create(adminId: string, input: Input): Promise<View>;
  change(adminId: string, id: string, input: Input): Promise<View>;
  remove(adminId: string, id: string): Promise<void>;
}

/**
 * The controller of `/api/admin/{plural}` and `/api/admin/{plural}/:id` (admins only): `GET` the list, `POST` a new
 * one with `body`, `GET` one, `PATCH` any of its fields with `patch`, `DELETE` it (204). `ops` picks the catalogue's
 * methods; the bodies are those of the route table (`@cla/domain/contracts`), which the OpenAPI document names too.
 */
export function adminCrudController<View, Input>(
  name: string,
  plural: string,
  bodies: { readonly body: z.ZodType; readonly patch: z.ZodType },
  ops: (catalogue: AdminCommercialService) => CrudOps<View, Input>,
): Type<object> {
  @Controller('api/admin')
  @Roles('admin')
  class AdminCrudController {
    private readonly ops: CrudOps<View, Input>;

    constructor(catalogue: AdminCommercialService) {
      this.ops = ops(catalogue);
    }

    @Get(plural)
    list(): Promise<View[]> {
      return this.ops.list();
    }

    @Post(plural)
    create(@CurrentUser() admin: User, @Body(new SchemaPipe(bodies.body)) input: Input): Promise<View> {
      return this.ops.create(admin.id, input);
    }

    @Get(`${plural}/:id`)
    read(@Param('id', IdPipe) id: string): Promise<View> {
      return this.ops.read(id);
    }

    @Patch(`${plural}/:id`)
    change(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(bodies.patch)) input: Input): Promise<View> {
      return this.ops.change(admin.id, id, input);
    }

    @Delete(`${plural}/:id`)
    @HttpCode(HttpStatus.NO_CONTENT)
    remove(@CurrentUser() admin: User, @Param('id', IdPipe) id: string): Promise<void> {
      return this.ops.remove(admin.id, id);
    }
  }
  Object.defineProperty(AdminCrudController, 'name', { value: name });
  return AdminCrudController;
}
