import { EntityManager } from '@mikro-orm/core';
import { Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { EnginePool } from '../simulator/engine-pool.js';
import { StudiesController } from './studies.controller.js';
import { StudiesService } from './studies.service.js';
import { BullMqStudyQueue, InProcessStudyQueue, StudyQueue } from './study-queue.js';

/**
 * Studies as jobs: `POST /api/studies`, `GET /api/studies/{id}`, `GET /api/studies?section=`. Without `REDIS_URL` the
 * server process runs them on its simulator pool at background priority; with it, they go to a BullMQ queue that
 * `npm run worker` processes serve.
 */
@Module({
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
export class StudiesModule {}
