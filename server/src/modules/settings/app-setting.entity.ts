// The app_setting table: one instance-wide setting.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * One instance-wide setting: a small key/value row (`app_setting`). Values are text; a setting that needs
 * structure stores JSON. Created by `Migration20261122000000_AppSetting`.
 */
export const AppSettingSchema = defineEntity({
  name: 'AppSetting',
  tableName: 'app_setting',
  properties: (p) => ({
    key: p.string().primary().length(100),
    value: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});

/** An `app_setting` row. */
export type AppSetting = InferEntity<typeof AppSettingSchema>;

/** The keys of the settings the server itself maintains. */
export const APP_SETTING_KEYS = {
  /** A UUID v7 created on the first start; identifies this installation (database), not one process. */
  instanceId: 'instance_id',
} as const;
