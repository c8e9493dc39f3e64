/**
 * The portal's stand-in for zod in the production build (vite.config.ts aliases 'zod' here).
 *
 * The contracts of packages/core carry zod schemas: the server validates every request and, in tests,
 * every answer with them. The portal never validates with zod at run time; it reads a contract's prefix,
 * path and flags, and takes its types from the schemas at compile time. Bundling zod only to build schema
 * objects nobody calls cost the sign-in page 26 KB gzip, so the build gives the schema modules this inert
 * builder instead: any property or call answers the builder again. A test (src/build.test.ts) checks that
 * no portal module calls parse/safeParse, and the browser tests run on this build.
 */
type Builder = ((...args: unknown[]) => Builder) & { [key: string]: Builder };

const builder: Builder = new Proxy(() => builder, {
  get: (_target, prop) => (prop === 'then' || typeof prop === 'symbol' ? undefined : builder),
  apply: () => builder,
}) as Builder;

export const z = builder;
export default builder;
