import type { NotificationKind, NotificationParams, Role } from '@tg/domain';
import type { Database } from '../../platform/db/client';
import type { MailSender } from '../../platform/mail/mail-sender';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { noticeTexts } from './notice-texts';
import { type Recipient, notificationsRepository as repo } from './notifications.repository';

/** What happened, to whom it matters, and where it is seen. */
export interface NotificationEvent {
  kind: NotificationKind;
  /** Numbers and names for the text, never the text itself. */
  params: NotificationParams;
  /** The back-office address that opens it. */
  link: string;
  to: {
    userIds?: readonly string[];
    /** Everyone holding one of these roles (e.g. `rolesWith('policies.approve')`). */
    roles?: readonly Role[];
    /** Narrows `roles` to people of this name (a warehouse's keeper). */
    named?: string;
  };
  /** The person who acted: never told of their own action. */
  by?: string;
}

/**
 * Tells the people an event concerns (issue 18). Called by the module that owns the action, after
 * its transaction has committed; it never throws, so a failed notice never fails the action.
 * The bell's rows are stored before it resolves; SMS and e-mail go out after, not waited for.
 */
export type Notify = (event: NotificationEvent) => Promise<void>;

/** For services built without the notifications module (seeds, unit tests): nobody is told. */
export const noNotify: Notify = async () => {};

export interface NotifierDeps {
  db: Database;
  sms: SmsSender;
  mail: MailSender;
  /** The app's public address (PUBLIC_URL) for links in messages; null: the message has none. */
  publicUrl: string | null;
  now?: () => Date;
  /** A notice that could not be stored or sent: logged, never the actor's problem. */
  onFailure: (error: unknown, channel: 'store' | 'sms' | 'email') => void;
}

/** A sender that throws before its promise is still a failed promise. */
const attempt = (send: () => Promise<void>) => Promise.resolve().then(send);

export function createNotifier(deps: NotifierDeps) {
  const inFlight = new Set<Promise<void>>();

  function deliver(people: Recipient[], event: NotificationEvent) {
    const link = deps.publicUrl ? `${deps.publicUrl}${event.link}` : null;
    const texts = noticeTexts(event.kind, event.params, link);
    for (const person of people) {
      const sends: Promise<void>[] = [];
      if (person.bySms)
        sends.push(
          attempt(() => deps.sms.send(person.phoneNumber, texts.sms)).catch((error: unknown) =>
            deps.onFailure(error, 'sms'),
          ),
        );
      if (person.byEmail && person.email) {
        const to = person.email;
        sends.push(
          attempt(() => deps.mail.send({ to, subject: texts.subject, text: texts.text })).catch(
            (error: unknown) => deps.onFailure(error, 'email'),
          ),
        );
      }
      for (const send of sends) {
        inFlight.add(send);
        void send.finally(() => inFlight.delete(send));
      }
    }
  }

  const notify: Notify = async (event) => {
    try {
      const people = await repo.recipients(deps.db, { ...event.to, except: event.by });
      if (people.length === 0) return;
      const createdAt = deps.now?.() ?? new Date();
      await repo.insertMany(
        deps.db,
        people.map((person) => ({
          userId: person.id,
          kind: event.kind,
          params: event.params,
          link: event.link,
          createdAt,
        })),
      );
      deliver(people, event);
    } catch (error) {
      deps.onFailure(error, 'store');
    }
  };

  return {
    notify,
    /** Resolves when every SMS and e-mail sent so far has been tried (tests; graceful shutdown). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
