/** Sends text messages. The product ships a development sender and an HTTP gateway adapter. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  to: string;
  text: string;
  at: Date;
}

/**
 * For development and tests: nothing leaves the machine. The message is printed so a developer
 * can read the code, and kept in an outbox that tests read.
 */
export class DevelopmentSmsSender implements SmsSender {
  readonly outbox: OutboxMessage[] = [];

  constructor(private readonly print: (line: string) => void = () => {}) {}

  async send(to: string, text: string): Promise<void> {
    this.outbox.push({ to, text, at: new Date() });
    if (this.outbox.length > 1000) this.outbox.shift();
    this.print(`[development SMS] to ${to}: ${text}`);
  }

  lastTo(phone: string): OutboxMessage | undefined {
    return this.outbox.findLast((message) => message.to === phone);
  }
}

/**
 * A JSON-over-HTTP gateway: POST {to, from, text} with a Bearer token. Most Israeli SMS providers
 * offer such an endpoint; a provider with another shape gets its own small adapter beside this one.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly from: string,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to, from: this.from, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
