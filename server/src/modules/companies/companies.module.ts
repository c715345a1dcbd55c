// The companies module: companies, members, invitations, licences, plans, distributors.
import { Module, type OnModuleInit } from '@nestjs/common';

import { IdentityModule } from '../identity/identity.module.js';
import { ExpiringLicences, LicenceExpiryReminder } from '../mail/licence-expiry-reminder.service.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminCommercialService } from './admin-commercial.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { CompaniesAdminController, DistributorsAdminController, LicencesAdminController, PlanGrantController, PlansAdminController } from './commercial-admin.controllers.js';
import { CompanyExpiringLicences } from './company-expiring-licences.js';
import { CompanyController } from './company.controller.js';
import { CompanyMembersService } from './company-members.service.js';
import { AdminTables } from '../common/admin-tables.js';
import { COMPANIES_ADMIN_TABLES } from './companies-admin-tables.js';

/**
 * The commercial layer: companies and their members and invitations, licences, plans and distributors (the admin's
 * routes of the four in `commercial-admin.controllers.ts`, made by `adminCrudController`), and the admin's changes to
 * a user's company and licence ({@link AdminUsersService}, which the accounts module's admin routes call). Licence checks themselves are plain
 * functions (`licence-resolver.ts`, `licence-rules.ts`) used by accounts, sections and the simulator. The licence
 * reminder e-mail runs here, on the licences' end dates ({@link CompanyExpiringLicences}).
 */
@Module({
  imports: [IdentityModule, MailModule],
  controllers: [CompanyController, CompaniesAdminController, LicencesAdminController, PlansAdminController, PlanGrantController, DistributorsAdminController],
  providers: [
    CompanyMembersService,
    AdminCommercialService,
    AdminUsersService,
    { provide: ExpiringLicences, useClass: CompanyExpiringLicences },
    LicenceExpiryReminder,
  ],
  exports: [AdminUsersService],
})
export class CompaniesModule implements OnModuleInit {
  constructor(private readonly adminTables: AdminTables) {}

  /** Registers the module's tables in the admin's table view. */
  onModuleInit(): void {
    for (const table of COMPANIES_ADMIN_TABLES) this.adminTables.register(table);
  }
}
