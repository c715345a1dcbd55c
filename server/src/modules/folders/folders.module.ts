import { Module } from '@nestjs/common';

import { ProjectsModule } from '../projects/projects.module.js';
import { FoldersController } from './folders.controller.js';
import { FoldersService } from './folders.service.js';

/** Folders of projects. Deleting a folder deletes its projects through {@link ProjectsModule}. */
@Module({
  imports: [ProjectsModule],
  controllers: [FoldersController],
  providers: [FoldersService],
})
export class FoldersModule {}
