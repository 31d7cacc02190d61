import { readFileSync, writeFileSync } from 'node:fs';
import { apiRoutesFile, modulePathsOf, renderApiRoutes } from '../src/api-routes.render';

// Writes src/api-routes.generated.ts from the contracts (ADR 0031).
const source = readFileSync('src/api-contracts.ts', 'utf8');
writeFileSync(apiRoutesFile, renderApiRoutes(modulePathsOf(source)));
console.info(`Wrote ${apiRoutesFile}`);
