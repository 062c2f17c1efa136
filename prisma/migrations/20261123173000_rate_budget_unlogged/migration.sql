-- Cost budgets (docs/decisions/030-*) are a rate limiter's state, charged on every signed-in
-- request: unlogged, a charge writes no WAL, so a transaction that touches nothing else
-- commits without waiting for a WAL flush (docs/decisions/034-*). The price: after a crash
-- (not a clean restart) the table is empty, so every bucket starts full again, and standbys
-- do not have it. Written by hand: schema.prisma cannot declare it, and the migration diff
-- leaves it alone.
ALTER TABLE "rateBudget" SET UNLOGGED;
