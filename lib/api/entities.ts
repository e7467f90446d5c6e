/**
 * The contract's named entities: a schema a feature names with `entity('Doctor', schema)` is documented once in
 * docs/api.md and referred to by name from every call that carries it. The list is read from the features' modules
 * (features/api-calls.ts), so a new entity is declared where its schema is and nowhere else.
 */
const NAMES = new WeakMap<object, string>();

/** Names `schema` as an entity of the contract and returns it unchanged. */
export function entity<T extends object>(name: string, schema: T): T {
  NAMES.set(schema, name);
  return schema;
}

/** The named entities among some modules' exports, each once, by name (module namespaces differ in key order). */
export function collectEntities<T extends object>(modules: readonly object[]): Array<[string, T]> {
  const found = new Map<string, T>();
  for (const exports of modules) {
    for (const value of Object.values(exports)) {
      const name = value && typeof value === 'object' ? NAMES.get(value) : undefined;
      if (name && !found.has(name)) found.set(name, value as T);
    }
  }
  return [...found].sort(([a], [b]) => a.localeCompare(b));
}
