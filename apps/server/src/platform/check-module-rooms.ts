import { crossModuleImports, servicesImportingDrizzle } from './module-rooms';

// Part of `npm run lint`: fails when a module imports another module's tables or repository, or
// when a service imports a drizzle-orm value (conditions belong in the module's repository).
const found = crossModuleImports();
if (found.length === 0) {
  console.info('module rooms: no module imports another module’s tables or repository');
} else {
  console.error(
    `module rooms: ${found.length} import(s) of another module’s tables or repository; ` +
      'read through that module’s service or *.read-model.ts instead:',
  );
  for (const entry of found) console.error(`  ${entry}`);
  process.exitCode = 1;
}

const sqlInServices = servicesImportingDrizzle();
if (sqlInServices.length === 0) {
  console.info('module rooms: no service imports a value from drizzle-orm');
} else {
  console.error(
    `module rooms: ${sqlInServices.length} service(s) import a value from drizzle-orm; ` +
      'pass plain values to the repository and let it build the conditions:',
  );
  for (const entry of sqlInServices) console.error(`  ${entry}`);
  process.exitCode = 1;
}
