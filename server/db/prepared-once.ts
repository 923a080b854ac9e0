// A statement that runs on many requests is built and prepared once per database: neither Drizzle's
// query builder (the larger part of a write's CPU time: docs/performance.md) nor PostgreSQL's planner works on it
// again. Statements take their values through sql.placeholder().
import type { Db } from './database';

export function preparedOnce<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
