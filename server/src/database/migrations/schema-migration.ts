// The base of the migrations: knex's schema builder, as @mikro-orm/migrations exposes it.
import { Migration } from '@mikro-orm/migrations';

/** knex's schema builder, as `@mikro-orm/migrations` exposes it. */
type SchemaBuilder = ReturnType<Migration['getKnex']>['schema'];

/**
 * The base of our migrations. Every migration runs unchanged on SQLite and PostgreSQL, so schema changes
 * go through knex's schema builder (which writes each dialect's DDL) rather than hand-written SQL.
 */
export abstract class SchemaMigration extends Migration {
  /**
   * The knex schema builder bound to the migration's transaction. Await what it builds: the statements
   * run at once, inside the transaction (knex may need several statements, e.g. to alter a column on
   * SQLite, which `addSql` could not express).
   */
  protected schema(): SchemaBuilder {
    return (this.ctx ?? this.getKnex()).schema;
  }
}
