import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import pg from "pg";
import { hashApiKey } from "../../server/auth/api-keys.ts";
import { createPGlite } from "../../server/db/pglite.ts";
import { countCap } from "#shared/pagination/count-caps";
import { cursorOrigin } from "../../server/pagination/connection.ts";
import { keysetCursor } from "../setup/keyset-cursor.ts";
import type { Query } from "./seed.ts";

// The cursors the GraphQL server writes for repositories by name.
const NAME_CURSOR = cursorOrigin("repository", "NAME_ASC");

// The reference point of `npm run bench`: node:http + one SQL driver, doing the
// work a signed-in repositories page needs and nothing else. It checks the session cookie as
// better-auth does (HMAC signature, token lookup joined to its user, expiry, ban), or an API
// key with the app's own bookkeeping statement; reads a keyset page by name; counts up to
// the app's cap (its lower one with a search term); answers the JSON the app answers. Run by
// run.ts as its own process:
//   RAW_PORT=… AUTH_SECRET=… (RAW_DATABASE_URL=… | RAW_PGLITE_DIR=…) tsx raw-handler.ts

const PAGE_SIZE_MAX = 100;
const secret = process.env.AUTH_SECRET ?? "";
const cookieName = process.env.RAW_COOKIE_NAME ?? "__Secure-better-auth.session_token";

async function openQuery(): Promise<Query> {
  if (process.env.RAW_DATABASE_URL) {
    // Prisma's pg adapter uses pg's default pool (10 connections); so does this.
    const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL });
    return (sql, params) => pool.query(sql, params);
  }
  const pglite = createPGlite({ dataDir: process.env.RAW_PGLITE_DIR });
  return (sql, params) => pglite.query(sql, params) as ReturnType<Query>;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      return decodeURIComponent(part.slice(index + 1).trim());
    }
  }
  return null;
}

function verifiedToken(value: string | null): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : null;
}

async function principal(query: Query, request: IncomingMessage): Promise<string | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (bearer) {
    const { rows } = await query(
      `UPDATE "apiKey" AS k SET
         "lastUsedAt" = (now() AT TIME ZONE 'UTC'),
         "rateWindowStart" = CASE WHEN k."rateWindowStart" <= (now() AT TIME ZONE 'UTC') - interval '60 seconds'
           THEN (now() AT TIME ZONE 'UTC') ELSE k."rateWindowStart" END,
         "rateWindowCount" = CASE WHEN k."rateWindowStart" <= (now() AT TIME ZONE 'UTC') - interval '60 seconds'
           THEN 1 ELSE k."rateWindowCount" + 1 END
       FROM "user" AS u
       WHERE k."keyHash" = $1 AND u."id" = k."userId" AND k."revokedAt" IS NULL
         AND k."expiresAt" > (now() AT TIME ZONE 'UTC')
         AND NOT (coalesce(u."banned", false)
           AND (u."banExpires" IS NULL OR u."banExpires" > (now() AT TIME ZONE 'UTC')))
       RETURNING k."userId", k."rateWindowCount" AS "count"`,
      [hashApiKey(bearer)],
    );
    const row = rows[0];
    return row && Number(row.count) <= 600 ? String(row.userId) : null;
  }
  const token = verifiedToken(cookieValue(request.headers.cookie, cookieName));
  if (!token) return null;
  const { rows } = await query(
    `SELECT s."userId", s."expiresAt", u."role", u."banned", u."banExpires"
     FROM "session" s JOIN "user" u ON u."id" = s."userId" WHERE s."token" = $1`,
    [token],
  );
  const row = rows[0];
  if (!row || new Date(row.expiresAt as string) <= new Date()) return null;
  const banExpires = row.banExpires ? new Date(row.banExpires as string) : null;
  if (row.banned && (!banExpires || banExpires > new Date())) return null;
  return String(row.userId);
}

type Variables = { first?: number; after?: string; searchTerm?: string };

async function repositories(query: Query, variables: Variables) {
  const size = Math.min(Math.max(variables.first ?? 20, 0), PAGE_SIZE_MAX);
  const params: unknown[] = [];
  const where: string[] = [];
  const term = variables.searchTerm?.trim();
  // The app's two search modes (server/pagination/search.ts): a term with three letters or digits
  // in a row anywhere in the lower-cased document, any other at the start of the name, read in
  // the order of the lower(name) index.
  const prefix = !!term && !/[\p{L}\p{N}]{3}/u.test(term);
  const order = prefix ? [`lower("name") COLLATE "C"`, `"name" COLLATE "C"`] : [`"name"`];
  if (term) {
    const literal = term.replace(/[\\%_]/g, "\\$&");
    params.push(prefix ? literal : `%${literal}%`);
    where.push(prefix ? `${order[0]} LIKE (lower($1) || '%')` : `"searchText" LIKE lower($1)`);
  }
  const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const bound = variables.after
    ? Buffer.from(variables.after, "base64url").toString().slice(NAME_CURSOR.length)
    : undefined;
  const pageParams = bound === undefined ? params : [...params, bound];
  const after = prefix
    ? `(${order.join(", ")}) > (lower($${pageParams.length}) COLLATE "C", $${pageParams.length} COLLATE "C")`
    : `"name" > $${pageParams.length}`;
  const pageWhere = [...where, ...(bound === undefined ? [] : [after])];
  // Page and count at the same time, on two pool connections, as the app sends them.
  const [page, count] = await Promise.all([
    query(
      `SELECT "id", "name", "link", "description" FROM "repository"
       ${pageWhere.length ? `WHERE ${pageWhere.join(" AND ")}` : ""}
       ORDER BY ${order.join(", ")} LIMIT ${size + 1}`,
      pageParams,
    ),
    query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "repository" ${filter} LIMIT ${countCap(term)}) t`,
      params,
    ),
  ]);
  const nodes = page.rows.slice(0, size);
  const last = nodes.at(-1);
  return {
    totalCount: count.rows[0]?.n,
    pageInfo: {
      endCursor: last ? keysetCursor("repository", "NAME_ASC", String(last.name)) : null,
      hasNextPage: page.rows.length > size,
    },
    edges: nodes.map((node) => ({
      node: {
        id: Buffer.from(`Repository:${String(node.id)}`).toString("base64"),
        name: node.name,
        link: node.link,
        description: node.description,
      },
    })),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const query = await openQuery();
const server = createServer((request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  };
  (async () => {
    if (request.url === "/api/health/ready") return send(200, { status: "ok" });
    const body = JSON.parse(await readBody(request)) as { variables?: Variables };
    if (!(await principal(query, request))) {
      return send(401, { errors: [{ message: "unauthenticated" }] });
    }
    send(200, { data: { repositories: await repositories(query, body.variables ?? {}) } });
  })().catch((error: unknown) => send(500, { errors: [{ message: String(error) }] }));
});
server.listen(Number(process.env.RAW_PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
