/**
 * camelCase in TypeScript, snake_case in PostgreSQL, renamed while the SQL is written (issue 17,
 * decision 028). Kysely's CamelCasePlugin renames identifiers by rebuilding each query's whole
 * operation tree before it is compiled: on the bench that rebuild was about 190 µs of the 1.1 ms
 * of Node time a filtered search costs, and a share of every other query. Here the dialect's
 * compiler writes each identifier through the plugin's own snake_case mapping, and the plugin
 * keeps only its other half, camelCasing the keys of result rows. The SQL text is the same:
 * apps/server/test/snake-case-sql.integration.test.ts compiles queries both ways and compares.
 */
import {
  CamelCasePlugin,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresQueryCompiler,
  type QueryCompiler,
  type RootOperationNode,
} from 'kysely';

/** CamelCasePlugin that leaves queries as they are (the compiler renames) and renames result keys. */
class CamelCaseResults extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  /** The plugin's camelCase → snake_case mapping (memoized), for the compiler. */
  toSnakeCase(identifier: string): string {
    return this.snakeCase(identifier);
  }
}

/** PostgreSQL's compiler, writing every identifier in snake_case (`reviewCount` → `review_count`). */
class SnakeCaseQueryCompiler extends PostgresQueryCompiler {
  readonly #snakeCase: (identifier: string) => string;

  constructor(snakeCase: (identifier: string) => string) {
    super();
    this.#snakeCase = snakeCase;
  }

  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(this.#snakeCase(identifier));
  }
}

/** PostgreSQL's dialect with that compiler. */
class SnakeCasePostgresDialect extends PostgresDialect {
  readonly #snakeCase: (identifier: string) => string;

  constructor(config: PostgresDialectConfig, snakeCase: (identifier: string) => string) {
    super(config);
    this.#snakeCase = snakeCase;
  }

  override createQueryCompiler(): QueryCompiler {
    return new SnakeCaseQueryCompiler(this.#snakeCase);
  }
}

/**
 * The dialect and plugin of the app's Kysely instance: PostgreSQL through `config.pool`, with
 * camelCase names in code and snake_case in the database, as CamelCasePlugin's defaults map them.
 * Output: `{ dialect, plugins }` for `new Kysely(...)`. Every Kysely made from it (also through
 * `withoutPlugins()`, as the migrator is) writes snake_case identifiers.
 */
export function snakeCaseDialect(config: PostgresDialectConfig): { dialect: PostgresDialect; plugins: KyselyPlugin[] } {
  const results = new CamelCaseResults();
  const dialect = new SnakeCasePostgresDialect(config, (identifier) => results.toSnakeCase(identifier));
  return { dialect, plugins: [results] };
}
