import { LoginFailureSchema, SessionSchema } from '../modules/accounts/session.entity.js';
import { UserSchema } from '../modules/accounts/user.entity.js';
import { AppSettingSchema } from '../modules/settings/app-setting.entity.js';

/** Every entity, listed explicitly (no folder discovery): add new entities here. */
export const ENTITIES = [AppSettingSchema, UserSchema, SessionSchema, LoginFailureSchema];
