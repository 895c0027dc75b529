import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.js';
import { webhookSubscriptions } from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type NewSubscriptionRow = Pick<
  typeof webhookSubscriptions.$inferInsert,
  'apiKeyId' | 'eventType' | 'targetUrl' | 'secret'
>;

/** The webhook_subscriptions table; every read is scoped to the owning key. */
export function createSubscriptionsRepository(db: Db) {
  return {
    async insert(row: NewSubscriptionRow, tx: DbOrTx = db): Promise<SubscriptionRow> {
      const [created] = await tx.insert(webhookSubscriptions).values(row).returning();
      return created!;
    },

    async listByKey(apiKeyId: string, paging: Paging): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const where = eq(webhookSubscriptions.apiKeyId, apiKeyId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookSubscriptions)
          .where(where)
          .orderBy(asc(webhookSubscriptions.createdAt), asc(webhookSubscriptions.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ count: count() }).from(webhookSubscriptions).where(where),
      ]);
      return { rows, total: total!.count };
    },

    async findOwned(id: string, apiKeyId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookSubscriptions)
        .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.apiKeyId, apiKeyId)));
      return row;
    },

    /** Deletes the subscription (its delivery log goes with it); false when the key owns no such subscription. */
    async deleteOwned(id: string, apiKeyId: string): Promise<boolean> {
      const rows = await db
        .delete(webhookSubscriptions)
        .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.apiKeyId, apiKeyId)))
        .returning({ id: webhookSubscriptions.id });
      return rows.length > 0;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
