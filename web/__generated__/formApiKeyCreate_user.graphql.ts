/**
 * @generated SignedSource<<19c160d5efffcd68f425947bfc98c530>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApiKeyScope = "ACCOUNT_READ" | "ACCOUNT_WRITE" | "ORGANIZATION_READ" | "ORGANIZATION_WRITE" | "REPOSITORY_READ" | "REPOSITORY_WRITE" | "SESSION_READ" | "SESSION_WRITE" | "USER_READ" | "USER_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type formApiKeyCreate_user$data = {
  readonly grantableApiKeyScopes: ReadonlyArray<ApiKeyScope>;
  readonly " $fragmentType": "formApiKeyCreate_user";
};
export type formApiKeyCreate_user$key = {
  readonly " $data"?: formApiKeyCreate_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"formApiKeyCreate_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "formApiKeyCreate_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "grantableApiKeyScopes",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8fd2079deed59730e298336aca403b9c";

export default node;
