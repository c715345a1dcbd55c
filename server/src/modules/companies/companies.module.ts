// The companies module: companies, members, invitations, licences, plans, distributors.
import { Module } from '@nestjs/common';

import { IdentityModule } from '../identity/identity.module.js';
import { ExpiringLicences, LicenceExpiryReminder } from '../mail/licence-expiry-reminder.service.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminCommercialController } from './admin-commercial.controller.js';
import { AdminCommercialService } from './admin-commercial.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { CompanyExpiringLicences } from './company-expiring-licences.js';
import { CompanyController } from './company.controller.js';
import { CompanyMembersService } from './company-members.service.js';

/**
 * The commercial layer: companies and their members and invitations, licences, plans and distributors, and the
 * admin's changes to users. Licence checks themselves are plain functions (`licence-resolver.ts`,
 * `licence-rules.ts`) used by accounts, sections and the simulator. The licence reminder e-mail runs here, on the
 * licences' end dates ({@link CompanyExpiringLicences}).
 */
@Module({
  imports: [IdentityModule, MailModule],
  controllers: [CompanyController, AdminCommercialController],
  providers: [
    CompanyMembersService,
    AdminCommercialService,
    AdminUsersService,
    { provide: ExpiringLicences, useClass: CompanyExpiringLicences },
    LicenceExpiryReminder,
  ],
})
export class CompaniesModule {}
