// The studies module: `/api/studies` as jobs (in process, or on a BullMQ queue with REDIS_URL); registers studies with sections.
import { EntityManager } from '@mikro-orm/core';
import { Module, type OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { SectionContents } from '../sections/section-contents.js';
import { SectionsModule } from '../sections/sections.module.js';
import { EnginePool } from '../simulator/engine-pool.js';
import { BatchSchema } from './batch.entity.js';
import { latestFinishedStudies } from './shared-studies.js';
import { StudiesController } from './studies.controller.js';
import { StudiesService } from './studies.service.js';
import { BullMqStudyQueue, InProcessStudyQueue, StudyQueue } from './study-queue.js';
import { AdminTables } from '../common/admin-tables.js';
import { STUDIES_ADMIN_TABLES } from './studies-admin-tables.js';

/**
 * Studies as jobs: `POST /api/studies`, `GET /api/studies/{id}`, `GET /api/studies?section=`. Without `REDIS_URL` the
 * server process runs them on its simulator pool at background priority; with it, they go to a BullMQ queue that
 * `npm run worker` processes serve. A section's studies go with it, and its share link shows their latest results
 * (registered in {@link SectionContents}).
 */
@Module({
  imports: [SectionsModule],
  controllers: [StudiesController],
  providers: [
    StudiesService,
    {
      provide: StudyQueue,
      inject: [APP_CONFIG, EntityManager, EnginePool],
      useFactory: (config: AppConfig, em: EntityManager, pool: EnginePool): StudyQueue =>
        config.redisUrl === ''
          ? new InProcessStudyQueue(em, pool, config.studies.concurrency)
          : new BullMqStudyQueue(config.redisUrl, config.studies.queuePrefix),
    },
  ],
})
export class StudiesModule implements OnModuleInit {
  constructor(
    private readonly sections: SectionContents,
    private readonly adminTables: AdminTables,
  ) {}

  onModuleInit(): void {
    for (const table of STUDIES_ADMIN_TABLES) this.adminTables.register(table);
    this.sections.register({
      deleteIn: async (tx, sectionIds) => {
        await tx.nativeDelete(BatchSchema, { sectionId: { $in: [...sectionIds] } });
      },
      sharedStudiesOf: latestFinishedStudies,
    });
  }
}
