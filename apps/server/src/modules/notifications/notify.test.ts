import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { Database } from '../../platform/db/client';
import { DevelopmentMailSender } from '../../platform/mail/mail-sender';
import { DevelopmentSmsSender, type SmsSender } from '../../platform/sms/sms-sender';
import { usersRepository } from '../users/users.repository';
import { notificationsRepository } from './notifications.repository';
import { createNotifier, type NotificationEvent } from './notify';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const person = (role: 'worker' | 'admin', email: string | null) =>
  usersRepository.insert(ctx.db, {
    role,
    name: `${role} ${email ?? 'without mail'}`,
    phoneNumber: uniquePhone(),
    userType: 'individual',
    email,
  });

const event = (userIds: string[]): NotificationEvent => ({
  kind: 'newLead',
  params: { number: 1042, name: 'דנה' },
  link: '/dashboard/worker/operations/leads?lead=x',
  to: { userIds },
});

describe('the notifier', () => {
  it('e-mails those who opted in to e-mail, with the words and the link, through the local sender', async () => {
    const optedIn = await person('worker', 'office@example.com');
    const bellOnly = await person('worker', 'quiet@example.com');
    await notificationsRepository.savePreferences(
      ctx.db,
      optedIn.id,
      { sms: false, email: true },
      new Date(),
    );
    const mail = new DevelopmentMailSender();
    const sms = new DevelopmentSmsSender();
    const notifier = createNotifier({
      db: ctx.db,
      sms,
      mail,
      publicUrl: 'https://glass.example',
      onFailure: (error) => {
        throw error;
      },
    });
    await notifier.notify(event([optedIn.id, bellOnly.id]));
    await notifier.settled();
    expect(mail.outbox.map((message) => message.to)).toEqual(['office@example.com']);
    expect(mail.outbox[0]).toMatchObject({
      subject: 'פנייה חדשה 1042 מאת דנה',
      text: expect.stringContaining('https://glass.example/dashboard/worker/operations/leads?lead=x'),
    });
    expect(sms.outbox).toEqual([]);
    // Both still have it in the bell.
    expect(await notificationsRepository.countUnread(ctx.db, optedIn.id)).toBe(1);
    expect(await notificationsRepository.countUnread(ctx.db, bellOnly.id)).toBe(1);
  });

  it('never rejects: a failing SMS gateway or database is reported, and the bell keeps what it stored', async () => {
    const optedIn = await person('admin', null);
    await notificationsRepository.savePreferences(ctx.db, optedIn.id, { sms: true, email: true }, new Date());
    const failures: string[] = [];
    const failingSms: SmsSender = {
      send: async () => {
        throw new Error('gateway down');
      },
    };
    const notifier = createNotifier({
      db: ctx.db,
      sms: failingSms,
      mail: new DevelopmentMailSender(),
      publicUrl: null,
      onFailure: (_error, channel) => failures.push(channel),
    });
    await expect(notifier.notify(event([optedIn.id]))).resolves.toBeUndefined();
    await notifier.settled();
    // No address: no e-mail is tried, only the SMS, which failed.
    expect(failures).toEqual(['sms']);
    expect(await notificationsRepository.countUnread(ctx.db, optedIn.id)).toBe(1);

    const broken = createNotifier({
      db: {
        select: () => {
          throw new Error('database gone');
        },
      } as unknown as Database,
      sms: new DevelopmentSmsSender(),
      mail: new DevelopmentMailSender(),
      publicUrl: null,
      onFailure: (_error, channel) => failures.push(channel),
    });
    await expect(broken.notify(event([optedIn.id]))).resolves.toBeUndefined();
    expect(failures).toEqual(['sms', 'store']);
  });
});
