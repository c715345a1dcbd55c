// Migration: creates the commercial tables (distributor, plan, licence, company, company_invitation).
import { SchemaMigration } from './schema-migration.js';

/**
 * The commercial layer: `distributor`, `plan`, `licence`, `company` and `company_invitation`; on `app_user` the
 * company role, a licence given by an admin and the deactivation time; on `admin_audit` what an action changed
 * (`target_type`, `target_id`, `detail`). The application role `manager` becomes a company role: such users had no
 * company, so they become `ordinary`.
 */
export class CompaniesMigration extends SchemaMigration {
  override async up(): Promise<void> {
    await this.schema().createTable('distributor', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('name', 200).notNullable();
      table.string('contact', 500).notNullable();
      table.string('country', 100).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('plan', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('name', 200).notNullable();
      table.text('allowed_laying_methods').notNullable();
      table.integer('seats').notNullable();
      table.integer('duration_days').notNullable();
      table.string('price', 100).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('licence', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('name', 200).notNullable();
      table.text('allowed_laying_methods').notNullable();
      table.integer('seats').notNullable();
      table.string('valid_from', 10).notNullable();
      table.string('valid_until', 10).notNullable();
      table.uuid('plan_id').nullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('company', (table) => {
      table.uuid('id').notNullable().primary();
      table.string('name', 200).notNullable();
      table.string('address', 500).notNullable();
      table.string('country', 100).notNullable();
      table.uuid('distributor_id').nullable();
      table.uuid('licence_id').nullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await this.schema().createTable('company_invitation', (table) => {
      table.uuid('id').notNullable().primary();
      table.uuid('company_id').notNullable().index('company_invitation_company_id_index');
      table.string('email', 254).notNullable();
      table.string('role', 20).notNullable();
      table.string('token_hash', 64).notNullable().unique();
      table.uuid('invited_by').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('accepted_at', { useTz: true }).nullable();
    });
    await this.schema().alterTable('app_user', (table) => {
      table.string('company_role', 20).nullable();
      table.uuid('licence_id').nullable();
      table.timestamp('deactivated_at', { useTz: true }).nullable();
    });
    await this.schema().alterTable('admin_audit', (table) => {
      table.string('target_type', 30).nullable();
      table.uuid('target_id').nullable();
      table.text('detail').nullable();
    });
    this.addSql(`update app_user set role = 'ordinary' where role = 'manager'`);
  }

  override async down(): Promise<void> {
    await this.schema().alterTable('admin_audit', (table) => {
      table.dropColumn('target_type');
      table.dropColumn('target_id');
      table.dropColumn('detail');
    });
    await this.schema().alterTable('app_user', (table) => {
      table.dropColumn('company_role');
      table.dropColumn('licence_id');
      table.dropColumn('deactivated_at');
    });
    for (const name of ['company_invitation', 'company', 'licence', 'plan', 'distributor']) {
      await this.schema().dropTable(name);
    }
  }
}
