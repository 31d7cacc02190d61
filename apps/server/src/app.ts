import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorCodes, greatCircleKm, maxUploadBytes } from '@tg/domain';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { autocompleteRoutes } from './modules/autocomplete/autocomplete.routes';
import { createAutocompleteService } from './modules/autocomplete/autocomplete.service';
import { businessDetailsRoutes } from './modules/business-details/business-details.routes';
import { createBusinessDetailsService } from './modules/business-details/business-details.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { documentPdfRoutes } from './modules/documents/document-pdf.routes';
import { createDocumentPdfs } from './modules/documents/document-pdfs';
import { createDocumentAttachments } from './modules/documents/documents.attachments';
import { documentAttachmentsRoutes } from './modules/documents/documents.attachments.routes';
import { createDocumentCounts } from './modules/documents/documents.counts';
import { documentsRoutes } from './modules/documents/documents.routes';
import { createDocumentsService } from './modules/documents/documents.service';
import { createDocumentShare } from './modules/documents/documents.share';
import { documentShareRoutes } from './modules/documents/documents.share.routes';
import { exportRoutes } from './modules/export/export.routes';
import { filesRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { createImageVariants } from './modules/files/image-variants';
import { imagesRoutes } from './modules/files/images.routes';
import { scheduleUnattachedCleanup } from './modules/files/unattached-cleanup';
import { generalStatusesRoutes } from './modules/general-statuses/general-statuses.routes';
import { createGeneralStatusesService } from './modules/general-statuses/general-statuses.service';
import { createGeocoder } from './modules/geocoding/geocoder';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { installerRoutesRoutes } from './modules/installer-routes/installer-routes.routes';
import { createInstallerRoutesService } from './modules/installer-routes/installer-routes.service';
import { noRoadDistances, OsrmRoadDistances } from './modules/installer-routes/road-distances';
import { insuranceDashboardRoutes } from './modules/insurance/insurance-dashboard.routes';
import { createLeadNotices } from './modules/leads/leads.notices';
import { leadsRoutes } from './modules/leads/leads.routes';
import { createLeadsService } from './modules/leads/leads.service';
import { cacheRoutes } from './modules/maintenance/cache.routes';
import { createCacheService } from './modules/maintenance/cache.service';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { createMaintenanceService } from './modules/maintenance/maintenance.service';
import { manufacturerCatalogRoutes } from './modules/manufacturer-catalog/manufacturer-catalog.routes';
import { createManufacturerCatalogService } from './modules/manufacturer-catalog/manufacturer-catalog.service';
import { newsRoutes } from './modules/news/news.routes';
import { createNewsService, newsImageOwner } from './modules/news/news.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createNotifier } from './modules/notifications/notify';
import { createPolicyCounts } from './modules/policies/policies.counts';
import { importPolicies } from './modules/policies/policies.import';
import { policiesRoutes } from './modules/policies/policies.routes';
import { createPoliciesService } from './modules/policies/policies.service';
import { renderPolicyPdf } from './modules/policies/policy-document';
import { policyProductsRoutes } from './modules/policy-products/policy-products.routes';
import { createPolicyProductsService } from './modules/policy-products/policy-products.service';
import { createProductCategoriesService } from './modules/products/product-categories.service';
import { imageOwner } from './modules/products/product-mapper';
import { productsRoutes } from './modules/products/products.routes';
import { createProductsService } from './modules/products/products.service';
import { registryRoutes } from './modules/registry/registry.routes';
import { createRegistryService } from './modules/registry/registry.service';
import { createImportFailures } from './modules/registry/registry-imports.failures';
import { createRegistryImports } from './modules/registry/registry-imports.service';
import { savedFiltersRoutes } from './modules/saved-filters/saved-filters.routes';
import { createSavedFiltersService } from './modules/saved-filters/saved-filters.service';
import { searchRoutes } from './modules/search/search.routes';
import { createServiceCallCounts } from './modules/service-calls/service-calls.counts';
import { serviceCallsRoutes } from './modules/service-calls/service-calls.routes';
import { createServiceCallsService } from './modules/service-calls/service-calls.service';
import { specialUsersRoutes } from './modules/special-users/special-users.routes';
import { createSpecialUsersService } from './modules/special-users/special-users.service';
import {
  appTransport,
  createPageBodies,
  importServerRender,
  serverRenderFile,
} from './modules/storefront/page-bodies';
import { readSitemapPages } from './modules/storefront/sitemap';
import { storefrontRoutes } from './modules/storefront/storefront.routes';
import { createStorefrontPages, serviceSources } from './modules/storefront/storefront-html';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { fetchWarehouseAnalysis } from './modules/warehouses/warehouse-analysis';
import { createWarehousePrintouts } from './modules/warehouses/warehouse-printouts';
import { warehousesRoutes } from './modules/warehouses/warehouses.routes';
import { createWarehousesService } from './modules/warehouses/warehouses.service';
import { createStockAlerts } from './modules/warehouses/warehouses.stock-alerts';
import { worksRoutes } from './modules/works/works.routes';
import { createWorksService } from './modules/works/works.service';
import { registerAccessControl } from './platform/auth/access';
import { SessionCheck, sessionCheckWindowMs } from './platform/auth/session-check';
import { AccessTokens } from './platform/auth/tokens';
import { CacheRegistry } from './platform/cache/lookup-cache';
import { shareCacheClears } from './platform/cache/shared-cache-clears';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import { type FileStorage, LocalFileStorage, S3FileStorage } from './platform/files/file-storage';
import { FileUrlSigner } from './platform/files/signed-urls';
import { registerCompression } from './platform/http/compression';
import { registerErrorHandling } from './platform/http/errors';
import { postgresRateLimitStore } from './platform/http/rate-limit-store';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { findWebDist, serveWebApp } from './platform/http/web-app';
import { type MailSender, mailSenderFor } from './platform/mail/mail-sender';
import { createPdfEngine, type PdfEngine } from './platform/pdf/pdf-engine';
import type { SmsSender } from './platform/sms/sms-sender';

export interface AppDependencies {
  config: Config;
  db: Database;
  secret: string;
  sms: SmsSender;
  /** E-mail notices; defaults to the sender the config names (the mail API or DATA_DIR/mailbox). */
  mail?: MailSender;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the driver the config names. */
  storage?: FileStorage;
  /** Defaults to Debian's Chromium (or CHROMIUM_PATH); closed with the app. */
  pdf?: PdfEngine;
  now?: () => Date;
  /** The process's lookup caches (the cache settings page lists and clears them). */
  caches?: CacheRegistry;
  /** Run the periodic jobs (removing uploads no record adopted); the server does, tests do not. */
  scheduledJobs?: boolean;
  /** How long a session check is trusted (ADR 0019); measured on `now`, so tests move the clock. */
  sessionCheckWindowMs?: number;
}

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  // Codes, tokens and ID numbers never reach the log: no headers, no bodies, no query strings.
  redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  serializers: {
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: request.url.split('?')[0],
      remoteAddress: request.ip,
    }),
  },
});

/** The file store the config names: local files under DATA_DIR, or S3. */
export function storageFor(config: Config): FileStorage {
  const { driver, s3 } = config.files;
  if (driver === 's3') return new S3FileStorage({ ...s3, bucket: s3.bucket ?? '' });
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}

export async function buildApp(deps: AppDependencies) {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 6 * 1024 * 1024,
    // Query strings like ?fields=[…] arrive as one string; arrays are never implied by repetition.
    routerOptions: { ignoreTrailingSlash: true },
    // While stopping, a request that arrives on a connection already open was sent before its
    // client could know: answer it (Fastify adds `Connection: close` while closing), not 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config.map.tileUrl);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in PostgreSQL: instances behind a load balancer share the limits (issue 19).
    store: postgresRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: {
        code: errorCodes.rateLimited,
        message: 'Too many requests. Try again later.',
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      },
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tractor glass API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const tokens = new AccessTokens(deps.secret);

  const caches = deps.caches ?? new CacheRegistry();
  const sharedClears = await shareCacheClears(caches, db, (line) => app.log.warn(line));
  app.addHook('onClose', () => sharedClears.close());
  const storage = deps.storage ?? storageFor(config);
  const files = createFilesService(db, storage, new FileUrlSigner(deps.secret));
  if (deps.scheduledJobs) {
    const cleanup = scheduleUnattachedCleanup(files, { log: app.log, now: deps.now });
    app.addHook('onClose', () => cleanup.stop());
  }
  const specialUsers = createSpecialUsersService(db, { demoSignIn: config.demoData });
  const users = createUsersService(db, files);
  const registry = createRegistryService(db, files);
  const registryImports = createRegistryImports(db, config.dataDir, (error) =>
    app.log.error({ err: error }, 'registry import failed'),
  );
  const pdf = deps.pdf ?? createPdfEngine(config, { log: (line) => app.log.warn(line) });
  app.addHook('onClose', () => pdf.close());
  const businessDetails = createBusinessDetailsService(db, caches);
  const policyProducts = createPolicyProductsService(db, files);
  const mail = deps.mail ?? mailSenderFor(config.mail, config.dataDir, (line) => app.log.info(line));
  // The bell's events, told by the module that owns each action after it commits (issue 18).
  const { notify } = createNotifier({
    db,
    sms: deps.sms,
    mail,
    publicUrl: config.publicUrl,
    now: deps.now,
    onFailure: (error, channel) => app.log.error({ err: error, channel }, 'Notification not sent'),
  });
  const policies = createPoliciesService({
    db,
    files,
    products: policyProducts,
    renderPdf: async (policy, issuedOn) =>
      renderPolicyPdf(pdf, policy, issuedOn, await businessDetails.get()),
    now: deps.now,
    log: app.log,
    notify,
  });
  // onClose hooks run last-registered first: the approved subscriptions' PDFs still queued are
  // printed before the engine above closes (ADR 0037). Tests wait on `app.policyPdfs`.
  app.addHook('onClose', () => policies.pdfQueue.close());
  app.decorate('policyPdfs', policies.pdfQueue);
  const serviceCalls = createServiceCallsService(db, files, policyProducts, deps.now, notify);
  const warehouses = createWarehousesService(db, notify);
  const generalStatuses = createGeneralStatusesService(db);
  const documentPdfs = createDocumentPdfs({
    db,
    files,
    engine: pdf,
    now: deps.now,
    log: { info: (line) => app.log.info(line), warn: (line) => app.log.warn(line) },
    business: () => businessDetails.get(),
  });
  const documents = createDocumentsService(
    db,
    deps.now,
    undefined,
    files,
    documentPdfs.hooks,
    createGeocoder(config),
    () => businessDetails.vatPercent(),
    notify,
  );
  const installerRoutes = createInstallerRoutesService(
    db,
    documents,
    config.routing.url ? new OsrmRoadDistances(config.routing.url, greatCircleKm) : noRoadDistances,
  );
  const documentAttachments = createDocumentAttachments(db, files, documents);
  const manufacturerCatalog = createManufacturerCatalogService(db);
  const maintenance = createMaintenanceService(db, {
    now: deps.now,
    onBackupError: (error) => app.log.warn({ err: error }, 'database backup stopped'),
  });
  const products = createProductsService(db, files, caches, (executor) =>
    businessDetails.vatPercent(executor),
  );
  const productCategories = createProductCategoriesService(db, caches);
  const catalog = createCatalogService(db, files, caches);
  const news = createNewsService(db, files, deps.now);
  const imageVariants = createImageVariants(db, storage, {
    [imageOwner]: (id) => catalog.shows(id),
    [newsImageOwner]: (id) => news.shows(id),
  });
  const warehouseReports = {
    analysis: () => fetchWarehouseAnalysis(db),
    printouts: createWarehousePrintouts({ db, pdf, now: deps.now }),
  };
  const auth = createAuthService({
    db,
    tokens,
    secret: deps.secret,
    sms: deps.sms,
    specialUsers,
    now: deps.now,
    onSmsFailure: (error) => app.log.error({ err: error }, 'SMS not sent'),
  });
  registerAccessControl(
    app,
    tokens,
    new SessionCheck((sessionId) => auth.liveSession(sessionId), {
      windowMs: deps.sessionCheckWindowMs ?? sessionCheckWindowMs,
      now: deps.now ?? (() => new Date()),
    }),
  );

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db));
      await api.register(
        authRoutes({
          service: auth,
          cookieSecure: config.cookieSecure,
          gate: config.gate,
          secret: deps.secret,
        }),
      );
      await api.register(specialUsersRoutes(specialUsers));
      await api.register(filesRoutes(files));
      await api.register(imagesRoutes(imageVariants));
      await api.register(usersRoutes(users));
      await api.register(registryRoutes(registry, registryImports));
      await api.register(policyProductsRoutes(policyProducts));
      await api.register(
        policiesRoutes(policies, (caller, content) =>
          importPolicies({ db, products: policyProducts, registry, now: deps.now }, caller, content),
        ),
      );
      await api.register(serviceCallsRoutes(serviceCalls));
      await api.register(insuranceDashboardRoutes(policies, serviceCalls, deps.now));
      await api.register(maintenanceRoutes(maintenance));
      await api.register(cacheRoutes(createCacheService(caches)));
      await api.register(warehousesRoutes(warehouses, warehouseReports));
      await api.register(productsRoutes(products, productCategories));
      await api.register(catalogRoutes(catalog));
      await api.register(manufacturerCatalogRoutes(manufacturerCatalog));
      await api.register(autocompleteRoutes(createAutocompleteService(db)));
      await api.register(generalStatusesRoutes(generalStatuses));
      await api.register(worksRoutes(createWorksService(db)));
      await api.register(
        leadsRoutes(
          createLeadsService({
            db,
            files,
            products,
            notify,
            notices: createLeadNotices({
              sms: deps.sms,
              mail,
              recipients: async () => (await businessDetails.get()).leadNotices,
              publicUrl: config.publicUrl,
              onFailure: (error, channel) => app.log.error({ err: error, channel }, 'Lead notice not sent'),
            }),
          }),
        ),
      );
      await api.register(newsRoutes(news));
      await api.register(notificationsRoutes(createNotificationsService(db, deps.now)));
      await api.register(businessDetailsRoutes(businessDetails));
      await api.register(searchRoutes({ users, registry, policies, serviceCalls, documents, products }));
      await api.register(
        exportRoutes(
          {
            policies,
            serviceCalls,
            users,
            products,
            registry,
            documents,
            warehouses,
            leads: createLeadsService({ db, files, products }),
          },
          deps.now,
        ),
      );
      await api.register(
        homeRoutes({
          policies: createPolicyCounts(db, deps.now),
          serviceCalls: createServiceCallCounts(db),
          documentCounts: createDocumentCounts(db, deps.now),
          documents,
          // Counting new leads needs none of the notices the leads routes' service sends.
          leads: createLeadsService({ db, files, products }),
          stock: createStockAlerts(db),
          imports: createImportFailures(db, deps.now),
          now: deps.now,
        }),
      );
      await api.register(savedFiltersRoutes(createSavedFiltersService(db)));
      await api.register(geocodingRoutes());
      await api.register(installerRoutesRoutes(installerRoutes, config.map));
      await api.register(documentsRoutes(documents));
      await api.register(documentPdfRoutes(documentPdfs, documents));
      await api.register(documentAttachmentsRoutes(documentAttachments));
      await api.register(
        documentShareRoutes(
          createDocumentShare({ db, signer: new FileUrlSigner(deps.secret), now: deps.now }),
        ),
      );
    },
    { prefix: '/api' },
  );

  await app.register(storefrontRoutes({ pages: () => readSitemapPages(db, news), now: deps.now }));
  const webDist = findWebDist(config.webDistDir);
  if (webDist) {
    const nowMs = () => (deps.now ? deps.now() : new Date()).getTime();
    // Page bodies rendered on the server (ADR 0032) when the build made its server part; not behind
    // the local gate, whose visitors must pass it in the browser first.
    const renderFile = config.gate ? undefined : serverRenderFile(webDist);
    const bodies = renderFile
      ? createPageBodies(() => importServerRender(renderFile), appTransport(app), { now: nowMs })
      : undefined;
    await serveWebApp(app, webDist, createStorefrontPages(serviceSources(catalog, news), nowMs, bodies));
    // Only a listening server warms up: tests answer through inject and render what they ask for.
    if (bodies) app.addHook('onListen', async () => void bodies.warmUp(app.log));
  }
  app.setNotFoundHandler((request, reply) => {
    if (webDist && request.method === 'GET' && !request.url.startsWith('/api'))
      return reply.sendFile('index.html');
    return reply.status(404).send({
      error: {
        code: errorCodes.notFound,
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
