import { createHmac } from 'node:crypto';
import { errorCodes, type GateLoginRequest, type GateStatus } from '@tg/domain';
import { sameText } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/errors';

export interface GateCredentials {
  username: string;
  password: string;
}

/**
 * The optional local gate (one shared username and password before the sign-in screen). Passing
 * it earns a proof kept in a cookie: an HMAC of the username, so changing either the secret or the
 * username closes the gate again for every browser.
 */
export function signInGate(gate: GateCredentials | null, secret: string) {
  const proof = () => createHmac('sha256', secret).update(`gate:${gate?.username}`).digest('base64url');

  return {
    statusOf(presentedProof: string | undefined): GateStatus {
      return { enabled: gate !== null, passed: gate === null || presentedProof === proof() };
    },

    /** The proof to keep when the credentials are right (none when there is no gate); else a 401. */
    pass(credentials: GateLoginRequest): { status: GateStatus; proof?: string } {
      if (!gate) return { status: { enabled: false, passed: true } };
      const ok =
        sameText(credentials.username, gate.username) && sameText(credentials.password, gate.password);
      if (!ok) throw new AppError(errorCodes.gateInvalid, 'Incorrect username or password');
      return { status: { enabled: true, passed: true }, proof: proof() };
    },
  };
}
