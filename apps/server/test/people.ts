import type { ManagedRole, UserInput } from '@tg/domain';
import type { TestContext } from './test-app';

let counter = 0;

/** A valid user input with unique phone and ID; override what the test is about. */
export function personInput(
  overrides: Partial<UserInput> & { info?: Partial<UserInput['userInformation']> } = {},
): UserInput {
  counter += 1;
  const serial = String(process.pid % 100).padStart(2, '0') + String(counter).padStart(5, '0');
  const { info, ...rest } = overrides;
  return {
    userType: 'individual',
    userInformation: {
      name: `ישראל ישראלי ${counter}`,
      userId: `30${serial}`,
      phoneNumber: `052${serial}`,
      email: `person${counter}@example.co.il`,
      ...info,
    },
    ...rest,
  };
}

export async function createPerson(
  ctx: TestContext,
  headers: Record<string, string>,
  role: ManagedRole,
  input: UserInput = personInput(),
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/createItem',
    headers,
    payload: { role, user: input },
  });
  if (response.statusCode !== 201)
    throw new Error(`createItem answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
