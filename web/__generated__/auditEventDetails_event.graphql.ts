/**
 * @generated SignedSource<<5e8d7778ca92cedece8887d1fdebdbde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AuditActorVia = "API_KEY" | "CLI" | "SESSION" | "%future added value";
export type AuditSignInMethod = "EMAIL_CODE" | "GITHUB" | "SINGLE_SIGN_ON" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type auditEventDetails_event$data = {
  readonly actorApiKeyId: string | null | undefined;
  readonly actorEmail: string | null | undefined;
  readonly actorLabel: string | null | undefined;
  readonly actorVia: AuditActorVia | null | undefined;
  readonly changes: any;
  readonly device: string | null | undefined;
  readonly impersonator: {
    readonly email: string;
    readonly name: string;
  } | null | undefined;
  readonly ip: string | null | undefined;
  readonly mobile: boolean;
  readonly requestId: string | null | undefined;
  readonly signInMethod: AuditSignInMethod | null | undefined;
  readonly targetId: string | null | undefined;
  readonly userAgent: string | null | undefined;
  readonly " $fragmentType": "auditEventDetails_event";
};
export type auditEventDetails_event$key = {
  readonly " $data"?: auditEventDetails_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"auditEventDetails_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "auditEventDetails_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signInMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorVia",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "device",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mobile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "impersonator",
      "plural": false,
      "selections": [
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorApiKeyId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userAgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestId",
      "storageKey": null
    }
  ],
  "type": "AuditEvent",
  "abstractKey": null
};

(node as any).hash = "8d6a015b5b635a1b8d0b258fce70fa60";

export default node;
