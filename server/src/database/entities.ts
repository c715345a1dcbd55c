import { AppSettingSchema } from '../modules/settings/app-setting.entity.js';

/** Every entity, listed explicitly (no folder discovery): add new entities here. */
export const ENTITIES = [AppSettingSchema];
