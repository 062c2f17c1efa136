import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { OIDC_TEST_ACCOUNT, type OidcTestAccount } from "./oidc-account.ts";

// A real OpenID Connect provider on loopback, so social sign-in is tested end to end
// (discovery, authorization code + PKCE, ID token) without the internet. No vitest imports:
// the Playwright tests reuse it.

export type OidcProviderOptions = {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Refuse every login: the client gets `error=access_denied`. */
  deny?: boolean;
  account?: OidcTestAccount;
};

export async function startOidcProvider(options: OidcProviderOptions) {
  const account = options.account ?? OIDC_TEST_ACCOUNT;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx, sub) =>
      sub === account.sub
        ? {
            accountId: sub,
            claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
          }
        : undefined,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The library prints a warning for its built-in development keys; tests don't care.
    cookies: { keys: ["groundwork-test-oidc-cookie-key"] },
  });
  const callback = provider.callback();

  // The "login page": answers at once, logging the test account in (or refusing).
  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (options.deny) {
      await provider.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "The user refused",
      });
      return;
    }
    if (details.prompt.name === "login") {
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
      return;
    }
    const grant = new provider.Grant({ accountId: account.sub, clientId: options.clientId });
    grant.addOIDCScope("openid email profile");
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      {
        mergeWithLastSubmission: true,
      },
    );
  };

  server.on("request", (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else {
      callback(req, res);
    }
  });

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
