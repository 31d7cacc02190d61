import { crossModuleImports } from './module-rooms';

// Part of `npm run lint`: fails when a module imports another module's tables or repository.
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
