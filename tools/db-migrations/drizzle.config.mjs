// drizzle-kit reads the API's schema and writes the next migration into apps/api/drizzle.
/** @type {import('drizzle-kit').Config} */
export default {
  dialect: 'postgresql',
  schema: '../../apps/api/src/db/schema/index.ts',
  out: '../../apps/api/drizzle',
};
