/**
 * @generated SignedSource<<36ba9785ea523316aa235cf83c0e775f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApiKeyScope = "ACCOUNT_READ" | "ACCOUNT_WRITE" | "ORGANIZATION_READ" | "ORGANIZATION_WRITE" | "REPOSITORY_READ" | "REPOSITORY_WRITE" | "SESSION_READ" | "SESSION_WRITE" | "USER_READ" | "USER_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type apiKeyRow_apiKey$data = {
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly revokedAt: string | null | undefined;
  readonly scopes: ReadonlyArray<ApiKeyScope>;
  readonly start: string;
  readonly " $fragmentType": "apiKeyRow_apiKey";
};
export type apiKeyRow_apiKey$key = {
  readonly " $data"?: apiKeyRow_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"apiKeyRow_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "apiKeyRow_apiKey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "start",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "2625eaa0b88c316f913a49740127544e";

export default node;
