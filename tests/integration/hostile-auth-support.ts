import type { JsonResponse } from "../setup/auth-requests.ts";
import type { TestApp } from "../setup/test-app.ts";

// Requests the way a hostile client sends them: any content type, any body, any cookie.

/** Every spelling of JSON that better-auth's body parser accepts. */
export const JSON_CONTENT_TYPES = [
  "application/json",
  "application/JSON",
  "Application/Json",
  "application/json; x=form",
  "application/json;charset=UTF-8",
  "APPLICATION/JSON; charset=utf-8",
] as const;

export async function postRaw(
  app: TestApp,
  path: string,
  body: string | undefined,
  options: { contentType?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
  const headers = new Headers(options.headers);
  if (options.contentType) headers.set("content-type", options.contentType);
  if (options.cookie) headers.set("cookie", options.cookie);
  const response = await app.request(path, { method: "POST", headers, body });
  const text = await response.clone().text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? ((JSON.parse(text) ?? {}) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed, response };
}

export const postAs = (
  app: TestApp,
  contentType: string,
  path: string,
  body: unknown,
  cookie?: string,
) => postRaw(app, path, JSON.stringify(body), { contentType, cookie });

/** The name=value pairs a browser would keep from these Set-Cookie lines (last one wins). */
export function cookieJar(response: Response, jar = new Map<string, string>()): string {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name = "", ...value] = pair.split("=");
    const joined = value.join("=");
    if (joined && !/max-age=0/i.test(line)) jar.set(name, joined);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Starts impersonating `userId` and returns the browser's cookies afterwards. */
export async function impersonate(app: TestApp, adminCookie: string, userId: string) {
  const started = await postRaw(
    app,
    "/api/auth/admin/impersonate-user",
    JSON.stringify({ userId }),
    {
      contentType: "application/json",
      cookie: adminCookie,
    },
  );
  if (started.status !== 200) throw new Error(`Impersonation failed: ${started.status}`);
  const jar = new Map<string, string>();
  return { all: cookieJar(started.response, jar), jar };
}

/** Only the session token: what a client that drops better-auth's other cookies sends. */
export function sessionTokenOnly(cookies: string): string {
  return cookies
    .split("; ")
    .filter((pair) => /(^|\.)better-auth\.session_token=/.test(pair))
    .join("; ");
}

export const userIdOf = async (app: TestApp, email: string) =>
  (await app.prisma.user.findUniqueOrThrow({ where: { email } })).id;

/** The newest mail id, to wait for a code sent after it. */
export const newestMail = (app: TestApp) => app.mailer.mailbox()[0]?.id ?? 0;
