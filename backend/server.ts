// `npm run backend`: the REST backend alone over HTTP, at the spec §7 paths.
import { serve } from '@hono/node-server';
import { env } from './env';
import { prepareDatabase } from './db/prepare';
import { runMain } from './lib/main';
import { getBackend } from './runtime';

await runMain(async () => {
  const port = env().BACKEND_PORT;
  const { app, database, storage } = await getBackend();
  await prepareDatabase(database, storage);
  serve({ fetch: app.fetch, port }, (info) => console.log(`backend listening on http://localhost:${info.port}`));
});
