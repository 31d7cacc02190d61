import { defineContract } from '../common/contract';
import {
  applyRouteOrderRequestSchema,
  installerRouteAnswerSchema,
  installerRouteRequestSchema,
  installerRoutesRequestSchema,
  installerRoutesSchema,
  mapSettingsSchema,
  optimizeRouteRequestSchema,
  optimizeRouteSchema,
} from './installer-routes.schema';

const tag = 'routes';

/**
 * The installer routes dashboard and planner (spec 2 §7 Installer routes, issue 16). Office staff
 * follow and plan routes; installers read their own day through fetchDailyTasks.
 */
export const installerRouteContracts = {
  routes: defineContract({
    method: 'POST',
    path: '/api/users/getInstallerRoutes',
    access: 'routes.read',
    tag,
    body: installerRoutesRequestSchema,
    response: installerRoutesSchema,
  }),
  routeById: defineContract({
    method: 'POST',
    path: '/api/users/getInstallerRouteById',
    access: 'routes.read',
    tag,
    body: installerRouteRequestSchema,
    response: installerRouteAnswerSchema,
  }),
  /** Computes an order only; nothing changes until `applyOrder`. */
  optimize: defineContract({
    method: 'POST',
    path: '/api/routes/optimize',
    access: 'routes.plan',
    tag,
    body: optimizeRouteRequestSchema,
    response: optimizeRouteSchema,
  }),
  applyOrder: defineContract({
    method: 'POST',
    path: '/api/routes/applyOrder',
    access: 'routes.plan',
    tag,
    body: applyRouteOrderRequestSchema,
    response: installerRouteAnswerSchema,
  }),
  mapSettings: defineContract({
    method: 'GET',
    path: '/api/geo/mapSettings',
    access: 'signedIn',
    tag: 'geo',
    response: mapSettingsSchema,
  }),
};
