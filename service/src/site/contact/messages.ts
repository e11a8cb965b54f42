/**
 * Receiving a contact-form message (docs/security.md: "validated, rate-limited, stored, and mailed to
 * the site's contact address"). The message is stored first, so it is never lost even when
 * the app has no contact address or the mail server fails.
 */
import type { ContactMessage } from '@wf/config/site-api';
import { contactMessages } from '../../db/schema.ts';
import type { AppRecord, Deps } from '../../http/context.ts';
import { newId } from '../../ids.ts';
import type { Logger } from '../../log.ts';
import { contactMessageEmail } from './mail.ts';

/** Stores `message` for `app` and mails it to the app's contact address, Reply-To the sender. */
export async function receiveContactMessage(
  { database, mailer, clock }: Pick<Deps, 'database' | 'mailer' | 'clock'>,
  logger: Logger,
  app: Pick<AppRecord, 'id' | 'settings'>,
  message: ContactMessage,
): Promise<{ id: string }> {
  const id = newId('msg');
  const receivedAt = clock();
  await database.db.insert(contactMessages).values({ id, appId: app.id, ...message, createdAt: receivedAt });

  const to = app.settings.contactEmail;
  if (!to) {
    logger.warn(
      { contactMessageId: id },
      'contact message stored, but the app has no contact address to mail it to',
    );
    return { id };
  }
  await mailer.send({ appId: app.id, to, ...contactMessageEmail({ message, receivedAt }) });
  return { id };
}
