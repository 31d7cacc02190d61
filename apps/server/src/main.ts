import { buildApp, loggerOptions, storageFor } from './app';
import { startDemoDocumentPdfs } from './modules/documents/documents.seed-pdfs';
import { registryImportsRepository } from './modules/registry/registry-import.repository';
import { ConfigError, loadConfig } from './platform/config';
import { connectDatabase, type DatabaseHandle } from './platform/db/client';
import { DatabaseInUseError, type EmbeddedDatabase, startEmbeddedDatabase } from './platform/db/embedded';
import { applyMigrations, startupLock } from './platform/db/migrate';
import { resolveAuthSecret } from './platform/db/secret';
import { holdSessionLock } from './platform/db/session-lock';
import { closeGracefully, drainTimeoutMs } from './platform/http/graceful-close';
import { createPdfEngine } from './platform/pdf/pdf-engine';
import { demoSignInNotice } from './platform/seed/demo-accounts';
import {
  seedDemoBusinessDetailsOnce,
  seedDemoData,
  seedDemoDocumentsOnce,
  seedDemoInsuranceOnce,
  seedDemoLeadsOnce,
  seedDemoNewsOnce,
  seedDemoProductsOnce,
  seedDemoWarehousesOnce,
} from './platform/seed/seed';
import { DevelopmentSmsSender, HttpSmsSender } from './platform/sms/sms-sender';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const say = (line: string) => console.info(`[server] ${line}`);

  // Stopping, in order: stop accepting and let requests in flight finish (up to 10 s), close the
  // pool, then stop the embedded PostgreSQL, which would otherwise end connections still in use.
  let stopping = false;
  let embedded: EmbeddedDatabase | undefined;
  let database: DatabaseHandle | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping`);
    const force = setTimeout(() => {
      console.error('[server] did not stop in time; exiting');
      process.exit(1);
    }, drainTimeoutMs + 15_000);
    force.unref();
    if (app) {
      const { cutConnections } = await closeGracefully(app).catch((error: unknown) => {
        console.error('[server] closing the app failed:', error);
        return { cutConnections: 0 };
      });
      if (cutConnections > 0)
        say(`${cutConnections} connection(s) still busy after ${drainTimeoutMs / 1000} s were closed`);
    }
    await database?.close().catch(() => {});
    await embedded
      ?.stop()
      .catch((error: unknown) => console.error('[server] stopping the database failed:', error));
    say('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    say(`starting the embedded database in ${config.dataDir}`);
    embedded = await startEmbeddedDatabase(config.dataDir, (line) => {
      // Connections ended by our own shutdown are reported as FATAL; they are not news.
      if (!stopping && /FATAL|PANIC|ERROR/.test(line)) console.error(`[postgres] ${line}`);
    });
    databaseUrl = embedded.url;
  }

  database = connectDatabase(databaseUrl, 10, (error) => {
    if (!stopping) console.error(`[database] a connection was lost: ${error.message}`);
  });

  await applyMigrations(database.db);
  // Instances starting together on one database take turns here too: the demo data is seeded and
  // the signing secret made once.
  const storage = storageFor(config);
  let secret: string;
  const turn = await holdSessionLock(database.db, startupLock, 'seeds');
  try {
    if (config.demoData && (await seedDemoData(database.db))) say('demo data seeded');
    if (config.demoData && (await seedDemoInsuranceOnce(database.db))) say('demo subscriptions seeded');
    if (config.demoData && (await seedDemoWarehousesOnce(database.db))) say('demo warehouses seeded');
    if (config.demoData && (await seedDemoBusinessDetailsOnce(database.db)))
      say('demo business details seeded');
    if (config.demoData) {
      const seeded = await seedDemoProductsOnce(database.db, storage);
      if (seeded > 0) say(`${seeded} demo products seeded`);
      const documents = await seedDemoDocumentsOnce(database.db, storage);
      if (documents > 0) say(`${documents} demo documents seeded`);
      const news = await seedDemoNewsOnce(database.db, storage);
      if (news > 0) say(`${news} demo news articles seeded`);
      const leads = await seedDemoLeadsOnce(database.db);
      if (leads > 0) say(`${leads} demo leads seeded`);
    }
    secret = await resolveAuthSecret(database.db, config.authSecret);
  } finally {
    await turn.release();
  }
  await registryImportsRepository.failInterrupted(database.db);
  const sms =
    config.sms.gatewayUrl !== undefined
      ? new HttpSmsSender(config.sms.gatewayUrl, config.sms.gatewayToken, config.sms.senderName)
      : new DevelopmentSmsSender(say);

  // The app's PDF engine, shared with the demo PDFs made after the start (closed with the app).
  const pdf = createPdfEngine(config, { log: (line) => app?.log.warn(line) });
  app = await buildApp({
    config,
    db: database.db,
    secret,
    sms,
    storage,
    pdf,
    logger: loggerOptions(config.logLevel),
    scheduledJobs: true,
  });
  const address = await app.listen({ port: config.port, host: config.host });
  if (config.demoData) say(demoSignInNotice(config.host));
  say(
    `ready in ${Math.round(performance.now() - startedAt)} ms at ${address.replace('0.0.0.0', 'localhost')}`,
  );
  // The demo documents' PDFs are printed in the background: the server is ready meanwhile.
  if (config.demoData)
    void startDemoDocumentPdfs({
      db: database.db,
      storage,
      engine: pdf,
      stopped: () => stopping,
      log: { info: say, warn: (line) => console.warn(`[server] ${line}`) },
    });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error('[server] failed to start:', error);
  process.exit(1);
});
