/** Query keys of the auth module. The shell keeps these across sign-out. */
export const authKeys = {
  all: ['auth'] as const,
  gate: () => [...authKeys.all, 'gate'] as const,
};
