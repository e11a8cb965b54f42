/**
 * Removes an app and everything of it: an app its file marks `testModeOnly` when the service
 * starts in live mode (docs/apps.md). The rows that refer to its plans and prices without a
 * cascade (plan connections, subscriptions, checkouts, payment events, teams) go first; the rest
 * cascades from the app.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  apps,
  checkoutSessions,
  paymentEvents,
  planConnections,
  subscriptions,
  teams,
} from '../../db/schema.ts';

/** Removes app `appId`; answers whether there was one. */
export async function removeApp(tx: Tx, appId: string): Promise<boolean> {
  await tx.delete(paymentEvents).where(eq(paymentEvents.appId, appId));
  await tx.delete(checkoutSessions).where(eq(checkoutSessions.appId, appId));
  await tx.delete(planConnections).where(eq(planConnections.appId, appId));
  await tx.delete(subscriptions).where(eq(subscriptions.appId, appId));
  await tx.delete(teams).where(eq(teams.appId, appId));
  const removed = await tx.delete(apps).where(eq(apps.id, appId)).returning({ id: apps.id });
  return removed.length > 0;
}
