import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// As the test timeout in vite.config.ts: a guard for two files sharing two cores, not a speed limit.
configure({ asyncUtilTimeout: 3000 });

// Forms keep drafts in session storage (ui/form-draft.ts), lists their last filters in local storage
// (ui/list-memory.ts); each test starts without any.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
